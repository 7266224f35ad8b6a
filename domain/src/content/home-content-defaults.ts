// SPEC's own copy of the home page: what a shop shows until an admin saves its own words (and what a fresh shop
// shows). The server answers it; the home page's code carries none of it (the words arrive with the page).
import type { HomeContent } from './home-content';

export const DEFAULT_HOME_CONTENT: HomeContent = {
  hero: {
    greeting: 'Welcome To Our Electric Tools!',
    heading: "IT'S NICE TO MEET YOU",
    buttonLabel: 'About me more',
    buttonHref: '/portfolio',
  },
  summary: [
    { value: '75+', label: 'country' },
    { value: '175+', label: 'complete project' },
    { value: '395+', label: 'happy client' },
    { value: '590+', label: 'feedbacks' },
  ],
  faq: [
    {
      question: 'What is a FAQ page?',
      answer:
        'An FAQ page answers the questions customers ask us most often, in one place, so you find what you need about our tools, orders and payments without waiting for a reply.',
    },
    {
      question: 'Why you should make an FAQ page',
      answer:
        'It saves time on both sides: customers get an answer at once, and our team can spend its time on the questions that really need a person.',
    },
    {
      question: 'Prevents negative reviews',
      answer:
        'Clear answers about minimum orders, stock, delivery and payment avoid surprises after purchase, and surprises are what lead to unhappy reviews.',
    },
    {
      question: 'FAQs are good for SEO',
      answer:
        'Questions written the way people search help search engines match this page with what customers look for.',
    },
  ],
};
