// Demo content: a plausible month-by-month municipal news feed, a few residents and their rows.

export const DEMO_PASSWORDS = {
  resident: 'Resident!2026',
  super: 'Super!2026',
  admin: 'Admin!2026',
} as const;

export type DemoNews = {
  slug: string;
  title: string;
  summary: string;
  body: string;
  /** Days before seeding that it was published, or for a draft, written. */
  daysAgo: number;
  published: boolean;
};

export const DEMO_NEWS: DemoNews[] = [
  {
    slug: 'spring-road-resurfacing-elm-street',
    title: 'Road resurfacing on Elm Street begins Monday',
    summary: 'Elm Street between 3rd and 9th Avenue will be resurfaced over two weeks, one lane at a time.',
    body: 'Crews will mill and repave Elm Street between 3rd and 9th Avenue starting Monday at 7:00 a.m. One lane will stay open in each direction during working hours (7:00 a.m. to 5:00 p.m., weekdays).\n\nOn-street parking on the affected blocks is suspended while work is under way. Temporary signs will be posted 48 hours before crews arrive on each block.\n\nBus routes 4 and 11 keep their stops; expect short delays at peak times.',
    daysAgo: 3,
    published: true,
  },
  {
    slug: 'water-main-flushing-schedule',
    title: 'Water main flushing schedule',
    summary: 'Hydrants in the north and east districts will be flushed overnight through the end of the month.',
    body: 'The Water Department flushes water mains every spring to clear sediment and keep water quality high. Flushing runs overnight, from 10:00 p.m. to 6:00 a.m., district by district.\n\nYou may notice low pressure or brief discoloration. If your water looks rusty, run the cold tap for a few minutes until it clears, and avoid doing laundry until then.\n\nThe week-by-week district map is available at City Hall and at every branch library.',
    daysAgo: 6,
    published: true,
  },
  {
    slug: 'main-library-extended-hours',
    title: 'Main library extends its weekday hours',
    summary: 'The Main Library will stay open until 9:00 p.m. Monday through Thursday.',
    body: 'Starting next week the Main Library opens from 9:00 a.m. to 9:00 p.m. Monday through Thursday, and from 9:00 a.m. to 6:00 p.m. Friday and Saturday.\n\nThe study rooms can now be booked up to two weeks ahead at the front desk or by phone. Branch library hours are unchanged.',
    daysAgo: 12,
    published: true,
  },
  {
    slug: 'city-council-meeting-agenda',
    title: 'City council meeting: agenda posted',
    summary: 'The council meets on Tuesday at 6:30 p.m.; public comment opens at the start of the meeting.',
    body: 'The regular meeting of the City Council takes place Tuesday at 6:30 p.m. in the Council Chambers, 100 Main Street. Items include the capital improvement plan, a zoning variance for the Riverside lot and the summer events permit calendar.\n\nResidents may speak for up to three minutes during public comment; sign up at the door. The meeting is streamed live and recorded.',
    daysAgo: 19,
    published: true,
  },
  {
    slug: 'curbside-recycling-changes',
    title: 'Changes to curbside recycling collection',
    summary: 'Recycling moves to a weekly pickup, and glass now goes in a separate bin.',
    body: 'From the first of next month, recycling is collected every week on your regular trash day. Glass bottles and jars are no longer accepted in the blue cart: please use the new green glass bin, delivered to every household this month.\n\nPlastic bags and film still do not belong in any recycling bin. Return them to participating grocery stores.',
    daysAgo: 27,
    published: true,
  },
  {
    slug: 'leaf-and-yard-waste-pickup',
    title: 'Leaf and yard waste pickup dates',
    summary: 'Yard waste is collected on the second and fourth Wednesday of each month through November.',
    body: 'Put out by 7:00 a.m. on collection day:\n\n- leaves and trimmings in paper yard-waste bags or a labeled can;\n- branches under four feet long, tied in bundles.\n\n**Plastic bags of leaves will not be collected.**',
    daysAgo: 36,
    published: true,
  },
  {
    slug: 'snow-emergency-parking-rules',
    title: 'Snow emergency parking rules',
    summary: 'During a declared snow emergency, parking is banned on marked snow routes.',
    body: 'When a snow emergency is declared, vehicles on marked snow routes must be moved within two hours so plows can clear the full width of the street. Vehicles left on snow routes may be towed.\n\nEmergencies are announced on the city website, local radio and the emergency alert text service.',
    daysAgo: 48,
    published: true,
  },
  {
    slug: 'riverside-park-playground-renovation',
    title: 'Riverside Park playground renovation',
    summary: 'The playground closes for eight weeks while new accessible equipment is installed.',
    body: 'The Riverside Park playground will be closed for about eight weeks for a full renovation, including a poured rubber surface, an inclusive swing set and shade structures.\n\nThe park trails, restrooms and picnic shelters stay open throughout the work.',
    daysAgo: 57,
    published: true,
  },
  {
    slug: 'property-tax-due-dates',
    title: 'Property tax bills and due dates',
    summary: 'First-half property tax payments are due by the 31st; bills have been mailed.',
    body: "First-half property tax bills were mailed this week. Payments are due by the 31st and can be made online, by mail or in person at the Treasurer's Office.\n\nResidents aged 65 or over may qualify for a homestead exemption; applications are accepted year round.",
    daysAgo: 66,
    published: true,
  },
  {
    slug: 'community-cleanup-day',
    title: 'Volunteers wanted for Community Cleanup Day',
    summary: 'Join neighbors on Saturday morning to clean up parks, trails and the riverbank.',
    body: 'Community Cleanup Day runs Saturday from 9:00 a.m. to noon. Gloves, bags and grabbers are provided at each of the five meeting points.\n\nVolunteers under 16 must be accompanied by an adult. Coffee and lunch are provided by local businesses.',
    daysAgo: 78,
    published: true,
  },
  {
    slug: 'online-building-permits',
    title: 'Building permits can now be requested online',
    summary: 'Applications for residential building permits can now be filed and tracked online.',
    body: 'Residents and contractors can now apply for residential building permits, upload plans and pay fees online. Paper applications are still accepted at the Building Department counter.\n\nMost residential permits are reviewed within ten business days.',
    daysAgo: 91,
    published: true,
  },
  {
    slug: 'senior-center-flu-clinic',
    title: 'Free flu clinic at the Senior Center',
    summary: 'The Health Department offers free flu shots to residents of all ages on Thursday.',
    body: 'Free flu vaccinations are available Thursday from 10:00 a.m. to 4:00 p.m. at the Senior Center, 45 Oak Lane. No appointment is needed; bring your insurance card if you have one.\n\nChildren under 12 must be accompanied by a parent or guardian.',
    daysAgo: 104,
    published: true,
  },
  {
    slug: 'farmers-market-returns',
    title: 'The farmers market returns to Town Square',
    summary: 'Saturday markets return in May with more than forty local vendors.',
    body: 'The Town Square farmers market opens for the season on the first Saturday of May, from 8:00 a.m. to 1:00 p.m. SNAP benefits are accepted and doubled up to $20 per visit.',
    daysAgo: 1,
    published: false,
  },
  {
    slug: 'budget-town-hall',
    title: 'Budget town hall: have your say',
    summary: "Residents are invited to comment on next year's draft budget at a town hall meeting.",
    body: 'The Finance Committee presents the draft budget and takes questions from residents. Written comments may be submitted to the City Clerk until the end of the month.',
    daysAgo: 4,
    published: false,
  },
];

export const DEMO_COMPLAINTS = [
  {
    complaintType: 'Pothole',
    description: 'Deep pothole in the right lane of Maple Avenue outside number 214.',
    status: 'in_progress',
    daysAgo: 9,
  },
  {
    complaintType: 'Streetlight outage',
    description: 'The streetlight at the corner of Pine Street and 5th Avenue has been out for a week.',
    status: 'resolved',
    daysAgo: 40,
  },
] as const;

/** The resident's. Pending needs a checkout session, so the unfinished one was cancelled. */
export const DEMO_DONATIONS = [
  { cause: 'Parks and Trails Fund', amountCents: 2500, status: 'succeeded', daysAgo: 45 },
  { cause: 'Library Renewal', amountCents: 5000, status: 'succeeded', daysAgo: 20 },
  { cause: 'Winter Shelter Appeal', amountCents: 1000, status: 'cancelled', daysAgo: 2 },
] as const;

export type DemoDonationCause = {
  slug: string;
  kind: 'fund' | 'campaign';
  title: string;
  summary: string;
  description: string;
  goalCents: number | null;
  /** Days from seeding until it closes; null: open until further notice. */
  closesInDays: number | null;
};

/** What residents can give to; the demo donations name them by title. */
export const DEMO_DONATION_CAUSES: DemoDonationCause[] = [
  {
    slug: 'parks-and-trails-fund',
    kind: 'fund',
    title: 'Parks and Trails Fund',
    summary: "Keeps Riverton's parks and the Riverwalk trail safe, green and open to everyone.",
    description:
      'Gifts to the fund pay for new benches, trail resurfacing and native tree planting along the Riverwalk. ' +
      "This year's goal covers the two-mile trail extension from Mill Street to Heron Point. Volunteers from the " +
      'Friends of Riverton Parks add thousands of work hours every season.',
    goalCents: 5_000_000,
    closesInDays: null,
  },
  {
    slug: 'library-renewal',
    kind: 'fund',
    title: 'Library Renewal',
    summary: 'Helps renew the Main Library: step-free entrances, study rooms and a bigger children’s floor.',
    description:
      'The Main Library on Elm Street is 60 years old and welcomes over 1,000 visitors a day. The renewal adds a ' +
      "step-free entrance, six bookable study rooms and a children's floor twice the size of today's. Donations " +
      'go to furniture, books and technology; the city funds the building work.',
    goalCents: 12_000_000,
    closesInDays: null,
  },
  {
    slug: 'youth-sports-scholarships',
    kind: 'fund',
    title: 'Youth Sports Scholarships',
    summary: 'Covers league fees and equipment so every child in Riverton can play, whatever the family budget.',
    description:
      "Scholarships pay registration fees, shoes and gear for children in Riverton's youth leagues, from soccer " +
      'to swimming. Families apply confidentially through the Recreation Department. Every dollar goes to the ' +
      'children: the department covers the cost of running the program.',
    goalCents: null,
    closesInDays: null,
  },
  {
    slug: 'winter-shelter-appeal',
    kind: 'campaign',
    title: 'Winter Shelter Appeal',
    summary: 'Funds extra beds, hot meals and warm clothing at the Riverton winter shelter through the cold months.',
    description:
      'When temperatures drop, the shelter at the Community Center opens 40 extra beds every night. This appeal ' +
      'pays for bedding, hot evening meals and winter coats, boots and gloves for guests who need them. It closes ' +
      'when the shelter moves back to its summer hours.',
    goalCents: 3_000_000,
    closesInDays: 40,
  },
];

/** Paid donations of the demo super user and admin, so the causes' progress is not empty. */
export const DEMO_STAFF_DONATIONS = [
  { email: 'super@example.org', cause: 'Parks and Trails Fund', amountCents: 10_000, daysAgo: 30, anonymous: false },
  { email: 'super@example.org', cause: 'Youth Sports Scholarships', amountCents: 5000, daysAgo: 12, anonymous: false },
  { email: 'super@example.org', cause: 'Winter Shelter Appeal', amountCents: 7500, daysAgo: 5, anonymous: false },
  { email: 'admin@example.org', cause: 'Parks and Trails Fund', amountCents: 4000, daysAgo: 60, anonymous: false },
  { email: 'admin@example.org', cause: 'Library Renewal', amountCents: 15_000, daysAgo: 25, anonymous: false },
  { email: 'admin@example.org', cause: 'Winter Shelter Appeal', amountCents: 12_000, daysAgo: 3, anonymous: true },
] as const;

/** Reference data a municipality would enter first: its towns and their suburbs, meter types. */
export const DEMO_TOWNS = [
  { name: 'Brookfield', suburbs: ['Downtown', 'Elm Park', 'Northgate', 'Riverside'] },
  { name: 'Fairview', suburbs: ['Hillcrest', 'Lakeside', 'Old Town'] },
  { name: 'Millbrook', suburbs: ['Meadowbrook', 'Pine Ridge', 'South End', 'Westwood'] },
] as const;

export const DEMO_WATER_METER_TYPES = ['Positive displacement', 'Multi-jet', 'Ultrasonic', 'Electromagnetic'] as const;
export const DEMO_ELECTRICAL_METER_TYPES = [
  'Single-phase smart meter',
  'Three-phase smart meter',
  'Prepaid meter',
  'Electromechanical meter',
] as const;

/** The demo resident's home, in a town and suburb of the lists above. */
export const DEMO_PROPERTY = {
  addressLine1: '214 Maple Avenue',
  town: 'Brookfield',
  suburb: 'Elm Park',
  postalCode: '04412',
  ownership: 'owner',
  waterMeter: { type: 'Multi-jet', number: 'WM-3308172' },
  electricalMeter: { type: 'Single-phase smart meter', number: 'EM-77120459' },
} as const;

// The information pages: the municipality, its contact channels, emergency guides and council.
// The front end's tests rely on these names, slugs and numbers.

export const DEMO_ORGANIZATION = {
  name: 'City of Riverton',
  logoUrl: '/logo.svg',
  address: '100 Main Street, Riverton, OR 97301',
  phone: '(555) 010-0100',
  email: 'info@riverton.example.org',
  website: 'https://riverton.example.org',
  officeHours: 'Monday to Friday, 8:00 a.m. to 5:00 p.m.',
  aboutUs: [
    'Riverton is a city of about 48,000 people on the banks of the Willow River. Founded as a mill town in 1858, it is today a regional center for health care, education and small manufacturing, with more than 30 parks and 40 miles of trails.',
    'The City is governed by a mayor and a council of five members, one for each ward, elected for four-year terms. The council sets policy and adopts the budget; the City Manager runs day-to-day operations through twelve departments, from Public Works and Water to Parks, Libraries and the Police and Fire departments.',
    'This portal is where residents can report problems, follow their requests, read city news, take part in polls and petitions, and find the help they need, including in an emergency. Most services are also available in person at City Hall, 100 Main Street, during office hours.',
    'We want every resident to be able to reach us. If something on this portal does not work for you, or you need information in another format or language, call (555) 010-0100 or write to info@riverton.example.org.',
  ].join('\n\n'),
  policies: [
    'Privacy. The City collects only the personal information it needs to provide a service you ask for, such as your name, address and contact details when you lodge a complaint or make a donation. We use it for that service and the records the law requires us to keep, never for marketing, and we do not sell or share it except where the law requires it. You can ask to see or correct the information we hold about you by writing to the City Clerk.',
    'Cookies. The portal uses one cookie to protect your forms against cross-site request forgery, and keeps your sign-in on your own device. It uses no advertising or third-party tracking cookies.',
    'Accessibility. The City is committed to making this portal usable by everyone, and aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. If you find a page you cannot use, or need a document in an accessible format, contact us and we will provide the information another way, usually within five business days.',
    "Acceptable use. Please use the portal honestly and respectfully. Do not submit false reports, abusive or threatening language, other people's personal information, or content that infringes the law. The City may remove such content and may suspend accounts that repeatedly break these rules. Messages sent through the portal are not monitored around the clock: in an emergency, call 911.",
    'Records requests. Under the Oregon Public Records Law you may ask to inspect or receive copies of City records. Send your request to the City Clerk at 100 Main Street or through the Contact us page, describing the records as precisely as you can. We will acknowledge your request within five business days; copying and staff time may be charged according to the adopted fee schedule, and we will tell you the cost before any work begins.',
  ].join('\n\n'),
} as const;

export const DEMO_CHAT_GROUPS = [
  {
    channel: 'community_chat',
    name: 'Northside Neighbors',
    description: 'News, lost pets, yard sales and safety tips for the neighborhoods north of the river.',
    url: 'https://chat.whatsapp.com/RvtNorthsideNeighbors01',
  },
  {
    channel: 'community_chat',
    name: 'Riverton Parents Network',
    description: 'Parents sharing school updates, childcare tips and family events across the city.',
    url: 'https://chat.whatsapp.com/RvtParentsNetwork02',
  },
  {
    channel: 'community_chat',
    name: 'Downtown Business Forum',
    description: 'Shop and restaurant owners discussing parking, events and street works downtown.',
    url: 'https://chat.whatsapp.com/RvtDowntownBusiness03',
  },
  {
    channel: 'telegram',
    name: 'Riverton Alerts',
    description: 'Official alerts from the City: severe weather, road closures, water and power outages.',
    url: 'https://t.me/riverton_alerts',
  },
  {
    channel: 'telegram',
    name: 'Riverton Events',
    description: 'Festivals, concerts in the park, library programs and council meetings, announced by the City.',
    url: 'https://t.me/riverton_events',
  },
] as const;

export const DEMO_EMERGENCY_CONTACTS = [
  {
    name: 'Emergency services',
    phone: '911',
    description: 'Police, fire and ambulance, when life, health or property is in immediate danger.',
    isPrimary: true,
  },
  {
    name: 'Police (non-emergency)',
    phone: '(555) 010-0111',
    description: 'To report a crime that is not in progress, noise complaints or suspicious activity.',
    isPrimary: false,
  },
  {
    name: 'Water and sewer emergencies',
    phone: '(555) 010-0122',
    description: 'Burst mains, no water supply and sewer backups, answered 24 hours a day.',
    isPrimary: false,
  },
  {
    name: 'Power outages',
    phone: '(555) 010-0133',
    description: 'Report an outage or a downed power line to Riverton Public Power, 24 hours a day.',
    isPrimary: false,
  },
  {
    name: 'Poison control',
    phone: '(800) 222-1222',
    description: 'Free, confidential advice from poison experts, 24 hours a day.',
    isPrimary: false,
  },
  {
    name: 'Animal control',
    phone: '(555) 010-0144',
    description: 'Stray, injured or dangerous animals, and animal bites.',
    isPrimary: false,
  },
] as const;

export type DemoEmergencyOption = { name: string; description: string; phone?: string; url?: string };
export type DemoEmergencySubcategory = { slug: string; name: string; description: string; options: DemoEmergencyOption[] };
export type DemoEmergencyCategory = { slug: string; name: string; description: string; subcategories: DemoEmergencySubcategory[] };

export const DEMO_EMERGENCY_CATEGORIES: DemoEmergencyCategory[] = [
  {
    slug: 'water',
    name: 'Water and sewer',
    description: 'Burst mains, loss of water supply and sewer backups.',
    subcategories: [
      {
        slug: 'burst-main',
        name: 'Burst water main',
        description: 'Water gushing from the street, a hydrant or the ground, or a sudden sinkhole.',
        options: [
          {
            name: 'Report it to the water emergency line',
            description: 'Call at any hour. Give the nearest address or intersection and say whether water is entering buildings.',
            phone: '(555) 010-0122',
          },
          {
            name: 'Keep clear and protect your home',
            description:
              'Stay away from the break: the road may be undermined. Move valuables off the floor of basements nearby and do not drive through standing water.',
          },
          {
            name: 'Check planned repairs and boil-water notices',
            description:
              'After a break, crews post repair times and any boil-water notice on the City website; Water customer service answers questions on weekdays.',
            phone: '(555) 010-0120',
            url: 'https://riverton.example.org/water/outages',
          },
        ],
      },
      {
        slug: 'no-water',
        name: 'No water supply',
        description: 'No water, or very low pressure, from every tap in your home.',
        options: [
          {
            name: 'Check for planned work first',
            description:
              'Planned shut-offs are announced two days ahead on the City website and on the Riverton Alerts channel, or ask Water customer service.',
            phone: '(555) 010-0120',
            url: 'https://riverton.example.org/water/outages',
          },
          {
            name: 'Report the loss of supply',
            description: 'If your neighbors also have no water and no work was announced, call the water emergency line.',
            phone: '(555) 010-0122',
          },
          {
            name: 'If only your home is affected',
            description:
              "Check that your main shut-off valve is fully open, then call a licensed plumber: pipes on your side of the meter are the owner's to repair.",
          },
        ],
      },
      {
        slug: 'sewer-backup',
        name: 'Sewer backup',
        description: 'Sewage coming up through floor drains, toilets or cleanouts.',
        options: [
          {
            name: 'Call the sewer emergency line',
            description: 'Crews check the public sewer main first, at no charge, day or night.',
            phone: '(555) 010-0122',
          },
          {
            name: 'Stop using water',
            description: 'Do not flush, shower or run appliances until the blockage is cleared. Keep children and pets away from sewage.',
          },
          {
            name: 'Clean up safely',
            description:
              'Wear gloves and boots, throw away soaked porous items, and disinfect hard surfaces with a bleach solution. The Health Department advises on cleanup by phone.',
            phone: '(555) 010-0177',
            url: 'https://riverton.example.org/sewer/backup-cleanup',
          },
        ],
      },
    ],
  },
  {
    slug: 'power',
    name: 'Power outages',
    description: 'Downed power lines and loss of electricity.',
    subcategories: [
      {
        slug: 'downed-lines',
        name: 'Downed power lines',
        description: 'Wires on the ground, hanging low or touching trees or vehicles.',
        options: [
          {
            name: 'Call 911 if anyone is in danger',
            description: 'If a line has fallen on a person, a vehicle or a building, or is sparking or burning, call 911 at once.',
            phone: '911',
          },
          {
            name: 'Report the line to Riverton Public Power',
            description: 'Always treat a downed line as live. Stay at least 35 feet away, and keep others away until crews arrive.',
            phone: '(555) 010-0133',
          },
        ],
      },
      {
        slug: 'outage',
        name: 'Power outage',
        description: 'Your home or street has lost electricity.',
        options: [
          {
            name: 'Report the outage',
            description: 'Call the outage line or use the outage map; have your account number or address ready.',
            phone: '(555) 010-0133',
          },
          {
            name: 'See the outage map',
            description: 'Shows known outages, the number of customers affected and estimated restoration times.',
            url: 'https://riverton.example.org/power/outage-map',
          },
          {
            name: 'Stay safe while you wait',
            description:
              'Use flashlights, not candles. Run generators outdoors only, far from windows. Keep the fridge and freezer closed.',
          },
        ],
      },
    ],
  },
  {
    slug: 'storms',
    name: 'Severe weather',
    description: 'Flooding, winter storms and other dangerous weather.',
    subcategories: [
      {
        slug: 'flooding',
        name: 'Flooding',
        description: 'Rising river levels, flooded streets or water entering homes.',
        options: [
          {
            name: 'Call 911 if you are trapped',
            description:
              'If water is rising around you and you cannot leave safely, call 911 and move to the highest floor. Do not climb into a closed attic.',
            phone: '911',
          },
          {
            name: 'Report flooded streets and blocked drains',
            description: 'Public Works answers around the clock during storms. Never walk or drive through flood water.',
            phone: '(555) 010-0155',
          },
          {
            name: 'Sandbags and evacuation routes',
            description:
              'Free sandbags are available at the Public Works yard, 900 River Road. Evacuation routes and shelters are listed online.',
            phone: '(555) 010-0155',
            url: 'https://riverton.example.org/emergency/flooding',
          },
        ],
      },
      {
        slug: 'winter-storm',
        name: 'Winter storm',
        description: 'Snow, ice and extreme cold.',
        options: [
          {
            name: 'Warming centers',
            description:
              'When temperatures fall below 20°F, the Community Center and the Main Library open as warming centers. Call for hours and transport.',
            phone: '(555) 010-0166',
            url: 'https://riverton.example.org/emergency/warming-centers',
          },
          {
            name: 'Report an unplowed or icy street',
            description: 'Snow routes are cleared first, then residential streets. Report a dangerous spot to Public Works.',
            phone: '(555) 010-0155',
          },
        ],
      },
    ],
  },
];

export const DEMO_COUNCIL_MEMBERS = [
  {
    slug: 'maria-gonzalez',
    name: 'Maria Gonzalez',
    role: 'Mayor',
    ward: 'Ward 1',
    phone: '(555) 010-0201',
    bio: "Maria Gonzalez has served on the council since 2018 and was elected mayor in 2024. A former public-school teacher, she chairs the budget committee and has led the expansion of the city's library hours and youth programs.",
  },
  {
    slug: 'david-chen',
    name: 'David Chen',
    role: 'Deputy Mayor',
    ward: 'Ward 2',
    phone: '(555) 010-0202',
    bio: "David Chen is a civil engineer who has represented Ward 2 since 2020. He chairs the infrastructure committee and oversees the ten-year plan to replace the city's oldest water mains.",
  },
  {
    slug: 'aisha-johnson',
    name: 'Aisha Johnson',
    role: 'Councillor',
    ward: 'Ward 3',
    phone: '(555) 010-0203',
    bio: 'Aisha Johnson runs a small bakery downtown and was first elected in 2022. She works on housing, small-business support and safer streets for people walking and cycling.',
  },
  {
    slug: 'robert-miller',
    name: 'Robert Miller',
    role: 'Councillor',
    ward: 'Ward 4',
    phone: '(555) 010-0204',
    bio: "Robert Miller is a retired fire captain who has represented Ward 4 since 2016. He chairs the public safety committee and championed the city's emergency alert service.",
  },
  {
    slug: 'linh-nguyen',
    name: 'Linh Nguyen',
    role: 'Councillor',
    ward: 'Ward 5',
    phone: '(555) 010-0205',
    bio: 'Linh Nguyen is a nurse at Riverton General Hospital and joined the council in 2024. She focuses on parks, public health and making city services easier to reach in every language.',
  },
] as const;
