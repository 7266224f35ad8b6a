// SPEC §2's portfolio as a simple page's rich text (what the page editor starts from): the words of the site's own
// portfolio page, in the markup a stored body may hold. While no portfolio is saved, /portfolio shows SPEC's page.
export const DEFAULT_PORTFOLIO_PAGE = {
  slug: 'portfolio',
  title: 'Portfolio',
  bodyHtml:
    '<h2>About me</h2><p><strong>Alex Morgan</strong></p><p>Full-stack web developer</p>' +
    '<p>I build fast, accessible web shops and dashboards with React, TypeScript and Firebase. This site, the ' +
    'storefront of an electric tools manufacturer, is one of them.</p>' +
    '<p>Email: alex.morgan@toolshop.test<br>Location: Remote, working with teams worldwide</p>' +
    '<h2>Skills</h2><ul><li>HTML and CSS: 90%</li><li>JavaScript and TypeScript: 85%</li><li>React: 85%</li>' +
    '<li>Node.js and Express: 75%</li><li>Firebase and Firestore: 70%</li></ul>' +
    '<h2>Education</h2><ul><li>BSc in Computer Science and Engineering, University of Technology, 2018 to 2022</li>' +
    '<li>Higher Secondary Certificate, Science, City College, 2016</li></ul>' +
    '<h2>Demo sites</h2><ul>' +
    '<li><a href="https://toolshop-demo.web.app" rel="noopener">Toolshop: electric tools storefront</a></li>' +
    '<li><a href="https://parts-warehouse-demo.web.app" rel="noopener">Car parts warehouse manager</a></li>' +
    '<li><a href="https://bike-service-demo.web.app" rel="noopener">Bike service booking</a></li></ul>',
  seoTitle: '',
  seoDescription: '',
  stored: false,
} as const;
