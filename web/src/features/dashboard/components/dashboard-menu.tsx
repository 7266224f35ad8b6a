// The side menu of SPEC §2, by role (the admin claim of the session).
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import RateReviewIcon from '@mui/icons-material/RateReview';
import PersonIcon from '@mui/icons-material/Person';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AddBoxIcon from '@mui/icons-material/AddBox';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ReviewsIcon from '@mui/icons-material/Reviews';
import MailIcon from '@mui/icons-material/Mail';
import HistoryIcon from '@mui/icons-material/History';
import CategoryIcon from '@mui/icons-material/Category';
import BoltIcon from '@mui/icons-material/Bolt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import BusinessIcon from '@mui/icons-material/Business';
import BarChartIcon from '@mui/icons-material/BarChart';
import ArticleIcon from '@mui/icons-material/Article';
import StorefrontIcon from '@mui/icons-material/Storefront';
import HomeIcon from '@mui/icons-material/Home';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import DescriptionIcon from '@mui/icons-material/Description';
import BuildIcon from '@mui/icons-material/Build';
import VerifiedIcon from '@mui/icons-material/Verified';
import { NavLink } from 'react-router-dom';

const customerItems = [
  { to: 'myOrder', label: 'My Orders', icon: <ListAltIcon /> },
  { to: 'addReview', label: 'Add Review', icon: <RateReviewIcon /> },
  { to: 'myProfile', label: 'My Profile', icon: <PersonIcon /> },
  { to: 'myTools', label: 'My tools', icon: <BuildIcon /> },
  { to: '/quick-order', label: 'Quick Order', icon: <BoltIcon /> },
  { to: '/trade', label: 'Trade account', icon: <StorefrontIcon /> },
  { to: 'myQuotes', label: 'My quotes', icon: <RequestQuoteIcon /> },
];

const adminItems = [
  { to: 'manageProduct', label: 'Manage Product', icon: <Inventory2Icon /> },
  { to: 'manageAllOrder', label: 'Manage All Order', icon: <ReceiptLongIcon /> },
  { to: 'addProduct', label: 'Add Product', icon: <AddBoxIcon /> },
  { to: 'manageCategories', label: 'Categories', icon: <CategoryIcon /> },
  { to: 'makeAdmin', label: 'MakeAdmin', icon: <AdminPanelSettingsIcon /> },
  { to: 'moderateReviews', label: 'Moderate Reviews', icon: <ReviewsIcon /> },
  { to: 'contactInbox', label: 'Contact Inbox', icon: <MailIcon /> },
  { to: 'auditLog', label: 'Audit Log', icon: <HistoryIcon /> },
  { to: 'shippingTax', label: 'Shipping & tax', icon: <LocalShippingIcon /> },
  { to: 'sales', label: 'Sales', icon: <BarChartIcon /> },
  { to: 'businessDetails', label: 'Business details', icon: <BusinessIcon /> },
  { to: 'posts', label: 'Posts', icon: <ArticleIcon /> },
  { to: 'homePage', label: 'Home page', icon: <HomeIcon /> },
  { to: 'pages', label: 'Pages', icon: <DescriptionIcon /> },
  { to: 'companies', label: 'Companies', icon: <StorefrontIcon /> },
  { to: 'returns', label: 'Returns', icon: <ReceiptLongIcon /> },
  { to: 'registrations', label: 'Registrations', icon: <VerifiedIcon /> },
  { to: 'claims', label: 'Claims', icon: <BuildIcon /> },
  { to: 'receivables', label: 'Receivables', icon: <RequestQuoteIcon /> },
  { to: 'quotes', label: 'Quotes', icon: <RequestQuoteIcon /> },
  { to: 'myProfile', label: 'My Profile', icon: <PersonIcon /> },
];

export function DashboardMenu({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate?: () => void }) {
  const items = isAdmin ? adminItems : customerItems;
  return (
    <nav aria-label="Dashboard menu">
      <List>
        {items.map((item) => (
          <ListItem key={item.to} disablePadding>
            <ListItemButton
              component={NavLink}
              // A path of its own (Quick Order) or a dashboard screen's.
              to={item.to.startsWith('/') ? item.to : `/dashboard/${item.to}`}
              onClick={onNavigate}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
            >
              <ListItemIcon sx={{ minWidth: 40 }} aria-hidden="true">
                {item.icon}
              </ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
