import { createBrowserRouter } from 'react-router-dom';
import { Layout } from '../components/layout/layout';
import { HomePage } from '../features/home/components/home-page';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/home', element: <HomePage /> },
    ],
  },
]);
