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
    body: 'Place leaves and trimmings in paper yard-waste bags or a labeled can by 7:00 a.m. on collection day. Branches must be under four feet long and tied in bundles.\n\nPlastic bags of leaves will not be collected.',
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
    body: 'First-half property tax bills were mailed this week. Payments are due by the 31st and can be made online, by mail or in person at the Treasurer\'s Office.\n\nResidents aged 65 or over may qualify for a homestead exemption; applications are accepted year round.',
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
    summary: 'Residents are invited to comment on next year\'s draft budget at a town hall meeting.',
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

export const DEMO_DONATIONS = [
  { cause: 'Parks and Trails Fund', amountCents: 2500, status: 'succeeded', daysAgo: 45 },
  { cause: 'Library Renewal', amountCents: 5000, status: 'succeeded', daysAgo: 20 },
  { cause: 'Winter Shelter Appeal', amountCents: 1000, status: 'pending', daysAgo: 2 },
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
