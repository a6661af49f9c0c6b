import type { LEGISLATION_KINDS, PROJECT_STATUSES, PROJECT_TYPES } from '@portal/shared/contracts';

// Demo polls, petitions, campaigns, documents, community groups, projects and legislation.
// Dates are days from seeding (negative: in the past). Front-end tests rely on the titles, slugs
// and counts of the polls and petitions, and on the document categories.

export type DemoPoll = {
  slug: string;
  title: string;
  description: string;
  opensInDays: number;
  closesInDays: number;
  options: Array<{ label: string; baseVotes: number }>;
  /** Real votes by demo accounts (by email), as option indexes. */
  votes: Record<string, number>;
};

export const DEMO_POLLS: DemoPoll[] = [
  {
    slug: 'library-sunday-hours',
    title: 'Should the main library open on Sundays?',
    description:
      'The Main Library is closed on Sundays. Opening from noon to 5 p.m. would cost about $95,000 a year in staff and utilities, paid from the library fund. Tell us what you think before the council decides the library budget.',
    opensInDays: -10,
    closesInDays: 20,
    options: [
      { label: 'Yes, from noon to 5 p.m.', baseVotes: 0 },
      { label: 'Yes, but only in winter', baseVotes: 0 },
      { label: 'No, keep it closed on Sundays', baseVotes: 0 },
    ],
    votes: { 'super@example.org': 0, 'admin@example.org': 2 },
  },
  {
    slug: 'new-park-name',
    title: 'Name the new riverside park',
    description:
      'The new park on the old mill site along the Willow River opens next year. The Parks Board shortlisted three names from residents\u2019 suggestions; the most popular goes to the council for approval.',
    opensInDays: 7,
    closesInDays: 37,
    options: [
      { label: 'Willow Bend Park', baseVotes: 0 },
      { label: 'Millrace Commons', baseVotes: 0 },
      { label: 'Heron Landing', baseVotes: 0 },
    ],
    votes: {},
  },
  {
    slug: 'recycling-pickup-day',
    title: 'Which day should recycling be picked up?',
    description:
      'With weekly recycling collection, Public Works asked which weekday suits households best. Counts include the paper ballots returned at City Hall.',
    opensInDays: -35,
    closesInDays: -5,
    options: [
      { label: 'Monday', baseVotes: 120 },
      { label: 'Wednesday', baseVotes: 85 },
      { label: 'Friday', baseVotes: 40 },
    ],
    votes: { 'super@example.org': 0, 'admin@example.org': 1 },
  },
];

export type DemoPetition = {
  title: string;
  summary: string;
  body: string;
  goal: number;
  baseSignatures: number;
  closesInDays: number;
};

export const DEMO_PETITIONS: DemoPetition[] = [
  {
    title: 'Add a crosswalk at Elm Street and 5th Avenue',
    summary: 'Children walking to Elm Park Elementary cross four lanes of traffic with no marked crossing.',
    body: 'Every school day more than 200 children cross Elm Street at 5th Avenue on their way to Elm Park Elementary. There is no marked crosswalk, no signal and no crossing guard, and drivers coming off the bridge rarely slow down.\n\nWe ask the City to install a marked crosswalk with a pedestrian-activated flashing beacon at this intersection before the next school year, and to post a 20 mph school-zone limit on the blocks around the school.\n\nThe petition goes to the Transportation Committee when it reaches its goal.',
    goal: 500,
    baseSignatures: 312,
    closesInDays: 30,
  },
  {
    title: 'Extend the summer pool season',
    summary: 'Keep the municipal pools open until the end of September instead of closing on Labor Day.',
    body: 'The municipal pools close on Labor Day, while September is often one of the warmest months of the year. Families, swim clubs and seniors\u2019 aqua-fit classes lose four weeks of use.\n\nWe ask the Parks Department to keep at least Riverside Pool open on weekends and weekday evenings until September 30, starting next summer.',
    goal: 1000,
    baseSignatures: 640,
    closesInDays: 45,
  },
  {
    title: 'Keep the east branch library open',
    summary: 'The east branch is the only library within walking distance for thousands of residents.',
    body: 'The proposed budget would have closed the East Branch Library. It is the only library within walking distance for the neighborhoods east of the river, and its computers and homework help are used every afternoon.\n\nWe asked the council to keep the branch open with its current hours. The petition reached its goal and was presented at the budget hearing; the branch stays open.',
    goal: 800,
    baseSignatures: 815,
    closesInDays: -60,
  },
];

export type DemoCampaign = {
  slug: string;
  title: string;
  summary: string;
  body: string;
  startsInDays: number;
  /** null: until further notice. */
  endsInDays: number | null;
};

export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    slug: 'shop-local-riverton',
    title: 'Shop Local Riverton',
    summary: 'Spend $25 at a Riverton small business and enter the monthly draw for a $100 gift card.',
    body: 'More than 60 shops, cafes and services in Old Town and along Main Street take part. Ask for a stamp card at the till; a full card is one entry in the monthly draw at City Hall. Winners are announced on the City website.',
    startsInDays: -14,
    endsInDays: 45,
  },
  {
    slug: 'water-wise-summer',
    title: 'Water Wise Summer',
    summary: 'Free rain barrels and drip-irrigation kits for households that cut their outdoor watering.',
    body: 'Water your lawn at most twice a week, before 9 a.m. or after 7 p.m., and register at the Utilities counter for a free rain barrel or drip-irrigation kit while stocks last. Every household that takes part saves about 3,000 gallons a season.',
    startsInDays: -40,
    endsInDays: null,
  },
  {
    slug: 'spring-clean-up-week',
    title: 'Spring Clean-Up Week',
    summary: 'Free curbside pickup of bulky items, and volunteer clean-ups in every park.',
    body: 'During Clean-Up Week crews collect furniture, appliances and yard waste left at the curb on your regular trash day, at no charge. Volunteers meet at 9 a.m. on Saturday at six parks; gloves, bags and coffee are provided.',
    startsInDays: 21,
    endsInDays: 28,
  },
];

export const DEMO_DOCUMENT_CATEGORIES: Array<{ name: string; subcategories: string[] }> = [
  { name: 'Budgets and finance', subcategories: ['Annual budgets', 'Audits'] },
  { name: 'Planning and zoning', subcategories: ['Zoning maps', 'Permits'] },
  { name: 'Council records', subcategories: ['Minutes', 'Agendas'] },
];

export type DemoDocument = {
  slug: string;
  title: string;
  description: string;
  category: string;
  subcategory: string | null;
  fileName: string;
  /** PDFs are generated with the title and description; other files have this content. */
  content?: { type: string; text: string };
  /** Days before seeding it was published; null for a draft. */
  publishedDaysAgo: number | null;
};

export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    slug: 'adopted-budget',
    title: 'Adopted budget, this fiscal year',
    description: 'The operating and capital budget as adopted by the council, with revenue and spending by department.',
    category: 'Budgets and finance',
    subcategory: 'Annual budgets',
    fileName: 'adopted-budget.pdf',
    publishedDaysAgo: 140,
  },
  {
    slug: 'proposed-budget-next-year',
    title: 'Proposed budget, next fiscal year',
    description: 'The city manager\u2019s proposed budget for next year, for the public budget hearings.',
    category: 'Budgets and finance',
    subcategory: 'Annual budgets',
    fileName: 'proposed-budget-next-year.pdf',
    publishedDaysAgo: 9,
  },
  {
    slug: 'budget-line-items',
    title: 'Budget line items (spreadsheet)',
    description: 'Every line of the adopted budget as a CSV file, for your own analysis.',
    category: 'Budgets and finance',
    subcategory: 'Annual budgets',
    fileName: 'budget-line-items.csv',
    content: {
      type: 'text/csv',
      text: 'department,line,amount_usd\r\nLibrary,Staff,2150000\r\nLibrary,Books and media,410000\r\nParks,Maintenance,1320000\r\nPublic Works,Street resurfacing,3900000\r\n',
    },
    publishedDaysAgo: 139,
  },
  {
    slug: 'annual-financial-report',
    title: 'Annual comprehensive financial report',
    description: 'Audited financial statements for the last fiscal year, with the independent auditor\u2019s opinion.',
    category: 'Budgets and finance',
    subcategory: 'Audits',
    fileName: 'annual-financial-report.pdf',
    publishedDaysAgo: 60,
  },
  {
    slug: 'citywide-zoning-map',
    title: 'Citywide zoning map',
    description: 'Zoning districts of the whole city, including the Riverside mixed-use overlay.',
    category: 'Planning and zoning',
    subcategory: 'Zoning maps',
    fileName: 'citywide-zoning-map.pdf',
    publishedDaysAgo: 75,
  },
  {
    slug: 'residential-building-permit-application',
    title: 'Residential building permit application',
    description: 'Form for additions, garages, decks over 30 inches and other residential building work.',
    category: 'Planning and zoning',
    subcategory: 'Permits',
    fileName: 'residential-building-permit-application.pdf',
    publishedDaysAgo: 200,
  },
  {
    slug: 'fence-and-deck-permit-guide',
    title: 'Fence and deck permit guide',
    description: 'When a fence or deck needs a permit, setbacks and heights, and what to submit.',
    category: 'Planning and zoning',
    subcategory: 'Permits',
    fileName: 'fence-and-deck-permit-guide.pdf',
    publishedDaysAgo: 30,
  },
  {
    slug: 'council-minutes-latest',
    title: 'Minutes of the last regular council meeting',
    description: 'Approved minutes, with the votes on the capital improvement plan and the Riverside zoning variance.',
    category: 'Council records',
    subcategory: 'Minutes',
    fileName: 'council-minutes.pdf',
    publishedDaysAgo: 4,
  },
  {
    slug: 'council-agenda-next',
    title: 'Agenda of the next regular council meeting',
    description: 'Items, public hearings and consent agenda of the next regular meeting.',
    category: 'Council records',
    subcategory: 'Agendas',
    fileName: 'council-agenda.pdf',
    publishedDaysAgo: 2,
  },
  {
    slug: 'council-rules-of-procedure',
    title: 'Council rules of procedure',
    description: 'How council meetings run: quorum, motions, public comment and decorum.',
    category: 'Council records',
    subcategory: null,
    fileName: 'council-rules-of-procedure.pdf',
    publishedDaysAgo: 320,
  },
  {
    slug: 'budget-amendment-draft',
    title: 'Budget amendment (draft)',
    description: 'Not yet published.',
    category: 'Budgets and finance',
    subcategory: 'Annual budgets',
    fileName: 'budget-amendment-draft.pdf',
    publishedDaysAgo: null,
  },
];

export type DemoCommunityGroup = {
  name: string;
  category: string;
  description: string;
  meetingInfo: string;
  contactEmail: string | null;
  url: string | null;
};

export const DEMO_COMMUNITY_GROUPS: DemoCommunityGroup[] = [
  {
    name: 'Riverton Runners Club',
    category: 'Sports',
    description: 'Friendly group runs for every pace, from couch-to-5K to marathon training.',
    meetingInfo: 'Tuesdays and Thursdays at 6 p.m., and Saturdays at 8 a.m., at the Riverside Park bandstand.',
    contactEmail: 'runners@example.org',
    url: 'https://example.org/riverton-runners',
  },
  {
    name: 'Willow River Rowing Club',
    category: 'Sports',
    description: 'Learn-to-row courses, masters crews and junior rowing on the Willow River.',
    meetingInfo: 'Boathouse open April to October; learn-to-row courses start every month.',
    contactEmail: 'rowing@example.org',
    url: null,
  },
  {
    name: 'Riverton Community Choir',
    category: 'Arts and culture',
    description: 'Four-part choir singing everything from folk to gospel; no audition needed.',
    meetingInfo: 'Wednesdays at 7 p.m. in the Old Town Community Center hall.',
    contactEmail: 'choir@example.org',
    url: 'https://example.org/riverton-choir',
  },
  {
    name: 'Millrace Art Collective',
    category: 'Arts and culture',
    description: 'Shared studio space, open studio evenings and an annual show at the Mill Gallery.',
    meetingInfo: 'Open studio on the first Friday of every month, 5 to 9 p.m.',
    contactEmail: null,
    url: 'https://example.org/millrace-art',
  },
  {
    name: 'Friends of the Riverton Library',
    category: 'Volunteering',
    description: 'Volunteers who run the used book sale and fund reading programs for children.',
    meetingInfo: 'Second Monday of the month at 6:30 p.m. at the Main Library.',
    contactEmail: 'friends.library@example.org',
    url: null,
  },
  {
    name: 'Willow River Cleanup Crew',
    category: 'Volunteering',
    description: 'Monthly litter pick-ups along the river trail and in city parks; gloves and bags provided.',
    meetingInfo: 'Last Saturday of the month at 9 a.m.; the meeting point is posted a week ahead.',
    contactEmail: 'cleanup@example.org',
    url: null,
  },
  {
    name: 'Elm Park Neighborhood Association',
    category: 'Neighborhood associations',
    description: 'Residents of Elm Park working on traffic safety, tree planting and the summer block party.',
    meetingInfo: 'Third Thursday of the month at 7 p.m. at Elm Park Elementary.',
    contactEmail: 'elmpark@example.org',
    url: null,
  },
  {
    name: 'Old Town Residents Association',
    category: 'Neighborhood associations',
    description: 'Speaks for Old Town residents on parking, historic buildings and downtown events.',
    meetingInfo: 'First Tuesday of the month at 6 p.m. at the Old Town Community Center.',
    contactEmail: 'oldtown@example.org',
    url: 'https://example.org/old-town-residents',
  },
];

export type DemoProject = {
  slug: string;
  title: string;
  type: (typeof PROJECT_TYPES)[number];
  status: (typeof PROJECT_STATUSES)[number];
  summary: string;
  location: string;
  budgetCents: number | null;
  startInDays: number | null;
  endInDays: number | null;
};

export const DEMO_PROJECTS: DemoProject[] = [
  {
    slug: 'elm-street-resurfacing',
    title: 'Elm Street resurfacing',
    type: 'infrastructure',
    status: 'in_progress',
    summary: 'Milling and repaving Elm Street between 3rd and 9th Avenue, with new curb ramps at every corner.',
    location: 'Elm Street, 3rd to 9th Avenue',
    budgetCents: 184_000_000,
    startInDays: -3,
    endInDays: 11,
  },
  {
    slug: 'main-street-bridge-deck',
    title: 'Main Street bridge deck replacement',
    type: 'infrastructure',
    status: 'planned',
    summary: 'Replacing the 1962 concrete deck of the Main Street bridge and widening its sidewalks.',
    location: 'Main Street bridge over the Willow River',
    budgetCents: 2_650_000_000,
    startInDays: 150,
    endInDays: 520,
  },
  {
    slug: 'riverside-park-and-trail',
    title: 'Riverside park and trail',
    type: 'parks',
    status: 'in_progress',
    summary: 'A new 14-acre park on the old mill site, with a playground, a boat launch and 1.2 miles of trail.',
    location: 'Former mill site, River Road',
    budgetCents: 720_000_000,
    startInDays: -210,
    endInDays: 160,
  },
  {
    slug: 'maple-avenue-playground',
    title: 'Maple Avenue playground renewal',
    type: 'parks',
    status: 'completed',
    summary: 'New accessible play equipment, rubber surfacing and shade trees at Maple Avenue Park.',
    location: 'Maple Avenue Park',
    budgetCents: 38_500_000,
    startInDays: -300,
    endInDays: -190,
  },
  {
    slug: 'mill-district-affordable-housing',
    title: 'Mill District affordable housing',
    type: 'housing',
    status: 'planned',
    summary: '84 affordable apartments for families and seniors, built with a nonprofit housing partner.',
    location: 'Corner of Mill Street and 2nd Avenue',
    budgetCents: 3_120_000_000,
    startInDays: 240,
    endInDays: null,
  },
  {
    slug: 'downtown-protected-bike-lanes',
    title: 'Downtown protected bike lanes',
    type: 'transport',
    status: 'in_progress',
    summary: 'Curb-protected bike lanes on 3rd Avenue connecting Old Town with the river trail.',
    location: '3rd Avenue, Main Street to River Road',
    budgetCents: 96_000_000,
    startInDays: -45,
    endInDays: 60,
  },
  {
    slug: 'route-4-bus-shelters',
    title: 'Route 4 bus shelters',
    type: 'transport',
    status: 'completed',
    summary: 'Twelve new lit bus shelters with seating and real-time arrival displays along Route 4.',
    location: 'Bus route 4',
    budgetCents: 54_000_000,
    startInDays: -260,
    endInDays: -120,
  },
  {
    slug: 'north-district-water-mains',
    title: 'North district water main replacement',
    type: 'utilities',
    status: 'in_progress',
    summary: 'Replacing 3.5 miles of cast-iron water mains from the 1940s to cut breaks and leaks.',
    location: 'North district',
    budgetCents: 1_150_000_000,
    startInDays: -120,
    endInDays: 400,
  },
  {
    slug: 'led-streetlight-conversion',
    title: 'LED streetlight conversion',
    type: 'utilities',
    status: 'completed',
    summary: 'All 4,200 streetlights now use LEDs, halving the energy they use.',
    location: 'Citywide',
    budgetCents: 265_000_000,
    startInDays: -540,
    endInDays: -60,
  },
];

export type DemoLegislation = {
  kind: (typeof LEGISLATION_KINDS)[number];
  /** The number within its year: `Ordinance {year of adoption}-{sequence}`. */
  sequence: number;
  title: string;
  summary: string;
  adoptedDaysAgo: number;
  /** Where its full text is published: here, a document of the portal's own (DEMO_DOCUMENTS). */
  documentUrl?: string;
};

export const DEMO_LEGISLATION: DemoLegislation[] = [
  {
    kind: 'ordinance',
    sequence: 14,
    title: 'Short-term rental registration',
    summary: 'Short-term rentals must register with the City each year and display their registration number.',
    adoptedDaysAgo: 12,
  },
  {
    kind: 'resolution',
    sequence: 31,
    title: 'Adopting the five-year capital improvement plan',
    summary: 'Adopts the capital improvement plan, including the Main Street bridge and the north district water mains.',
    adoptedDaysAgo: 26,
  },
  {
    kind: 'ordinance',
    sequence: 9,
    title: 'Construction hours in residential areas',
    summary: 'Limits noisy construction work near homes to 7 a.m. to 7 p.m. on weekdays and 9 a.m. to 5 p.m. on Saturdays.',
    adoptedDaysAgo: 95,
  },
  {
    kind: 'bylaw',
    sequence: 2,
    title: 'Council rules of procedure',
    summary: 'Sets quorum, the order of business and the rules for public comment at council meetings.',
    adoptedDaysAgo: 130,
    documentUrl: `/documents?${new URLSearchParams({ search: 'Council rules of procedure' })}`,
  },
  {
    kind: 'resolution',
    sequence: 18,
    title: 'Joining the Willow River watershed partnership',
    summary: 'Commits the City to the regional partnership protecting water quality in the Willow River.',
    adoptedDaysAgo: 170,
  },
  {
    kind: 'ordinance',
    sequence: 27,
    title: 'Residential parking permits in Old Town',
    summary: 'Creates a residential permit parking zone in Old Town, with two permits per household.',
    adoptedDaysAgo: 400,
  },
];
