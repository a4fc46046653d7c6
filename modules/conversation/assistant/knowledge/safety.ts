import type { KnowledgeSection } from './types.js';

const topic = 'Safety';

export const safety: KnowledgeSection[] = [
  {
    id: 'domestic-violence-help',
    title: 'Domestic violence: where to get help',
    topic,
    keywords: ['domestic violence', 'abuse', 'abusive partner', 'afraid of my partner', 'hit me', 'domestic abuse hotline', 'help leaving', 'shelter', 'intimate partner violence', 'controlling partner', 'I am scared'],
    summary:
      'If you are in danger now, call 911. The National Domestic Violence Hotline is free, confidential and open 24/7 at 1-800-799-7233 (TTY 1-800-787-3224), by text (send START to 88788) and by chat at thehotline.org. Advocates help with safety planning, shelters, protective orders and next steps, whether or not you decide to leave.',
    points: [
      'Abuse is not only physical: threats, control of money, isolation from friends and family, monitoring your phone and sexual coercion are abuse too.',
      'Leaving can be the most dangerous time; a safety plan made with an advocate lowers the risk.',
      'Local domestic violence programs offer shelter, counseling, legal advocacy and help with protective orders, usually at no cost.',
      'If your partner may be monitoring your devices, contact the hotline from a device they cannot access, such as a friend\'s phone or a library computer.',
      'For immediate emotional crisis or thoughts of suicide, call or text 988 (Suicide & Crisis Lifeline).',
      'Other resources: the Rape, Abuse & Incest National Network (RAINN) at 1-800-656-4673, and the VictimConnect Resource Center at 1-855-484-2846.',
    ],
    steps: [
      'If you are in immediate danger, call 911.',
      'Contact the National Domestic Violence Hotline (1-800-799-7233 or text START to 88788) from a safe device.',
      'Work with an advocate on a safety plan and, if you want one, a protective order.',
      'Keep evidence (photos, messages, a dated log) somewhere your partner cannot reach.',
    ],
  },
  {
    id: 'safety-planning',
    title: 'Safety planning',
    topic,
    keywords: ['safety plan', 'how to leave safely', 'go bag', 'escape plan', 'plan to leave abuser', 'stay safe', 'emergency plan'],
    summary:
      'A safety plan is a practical, personal plan for staying safer while in a dangerous relationship, while leaving, and afterwards. Advocates at the National Domestic Violence Hotline (1-800-799-7233) and local programs help build one for your situation.',
    points: [
      'Identify safe places in the home (rooms with exits, away from weapons and kitchens) and a way to call for help.',
      'Agree on a code word with trusted friends, family or neighbors that means "call the police".',
      'Pack a go-bag kept somewhere safe: ID, birth certificates, Social Security cards, medications, keys, cash, phone charger, important documents and copies of protective orders.',
      'Plan where you will go and how you will get there, including for children and pets (many shelters can help with pets).',
      'After leaving: change locks, vary routines, tell your employer and children\'s school about protective orders, and review online privacy.',
      'Check your phone and car for location sharing, stalkerware and tracking devices.',
    ],
    steps: [
      'Talk with an advocate to build your plan.',
      'Prepare a go-bag and copies of key documents.',
      'Choose a code word and safe contacts.',
      'Review your devices and accounts for tracking and shared access.',
    ],
  },
  {
    id: 'stalking',
    title: 'Stalking: recognizing it and documenting it',
    topic,
    keywords: ['stalking', 'being followed', 'someone is stalking me', 'ex keeps showing up', 'unwanted contact', 'stalker', 'being watched', 'stalking log'],
    summary:
      'Stalking is a pattern of conduct directed at a specific person that would cause a reasonable person to fear for their safety or suffer substantial emotional distress. It is a crime in every state and under federal law. A detailed log of every incident is the backbone of a police report and a stalking protective order.',
    points: [
      'Common behaviors: repeated unwanted contact, showing up at home or work, following, monitoring through technology, contacting friends and family, leaving items, threats.',
      'Log each incident: date, time, place, what happened, witnesses, evidence (photos, messages, call logs) and any police report number.',
      'Do not respond to the stalker; one clear "do not contact me" message, saved, is enough if you send anything at all.',
      'Tell trusted people at work and at home, and share a photo of the stalker with building security if safe to do so.',
      'The Stalking Prevention, Awareness, and Resource Center (SPARC) has an incident log template and guidance; the National Domestic Violence Hotline (1-800-799-7233) helps stalking victims too.',
      'A licensed investigator can document stalking lawfully (for example, surveillance of your own home\'s surroundings) and check your car and devices for trackers.',
    ],
    steps: [
      'Start an incident log and keep all evidence.',
      'Report to the police and ask for the report number each time.',
      'Contact an advocate about a safety plan and a protective order.',
      'Check your phone, accounts and car for tracking.',
    ],
  },
  {
    id: 'trackers-and-stalkerware',
    title: 'Checking for trackers and stalkerware',
    topic,
    keywords: ['AirTag', 'AirTag in my car', 'found a tracker', 'someone put a tracker on me', 'tracker on my car', 'am I being tracked', 'stalkerware', 'spyware on my phone', 'phone hacked', 'find hidden tracker', 'unknown tracker alert', 'Tile tracker', 'location sharing'],
    summary:
      'Small Bluetooth trackers (AirTags, Tiles, SmartTags) and stalkerware apps are common tools of abusers and stalkers. iPhones and Android phones now alert you to unknown trackers moving with you; stalkerware is harder to see. If you find something, think about safety before removing it, because removal can alert the person.',
    points: [
      'iPhone shows "AirTag Found Moving With You"; Android has Unknown tracker alerts in its safety settings; both can make a found tracker play a sound.',
      'Check location sharing in Google Maps, Find My, Life360 and your phone\'s settings, and check which devices are signed in to your accounts.',
      'Signs of stalkerware: the abuser knows things they should not, the battery drains fast, unknown apps with device-admin or accessibility permissions.',
      'The Coalition Against Stalkerware (stopstalkerware.org) lists signs and help; a factory reset removes most stalkerware but also evidence.',
      'Common hiding places for car trackers: under bumpers, in wheel wells, under seats, in the OBD-II port under the dashboard.',
      'Take a photo of any tracker where you found it, note the date, and tell the police or your advocate: it is evidence of stalking.',
    ],
    steps: [
      'Make a safety plan with an advocate before removing anything.',
      'Photograph and document what you find.',
      'Use a safe device to change passwords, enable multi-factor sign-in and turn off unknown location sharing.',
      'Report it to the police, and ask an investigator or technician for a professional sweep if needed.',
    ],
  },
  {
    id: 'elder-financial-abuse',
    title: 'Elder abuse and financial exploitation',
    topic,
    keywords: ['elder abuse', 'financial exploitation', 'someone is taking my parent\'s money', 'caregiver stealing', 'power of attorney abuse', 'senior scam', 'adult protective services', 'vulnerable adult'],
    summary:
      'Elder abuse includes physical, emotional and sexual abuse, neglect, and financial exploitation — misuse of an older person\'s money, property or power of attorney. Adult Protective Services in every state investigates reports; call 911 when someone is in immediate danger.',
    points: [
      'Warning signs: sudden changes in bank activity, new "best friends", changed wills or powers of attorney, unpaid bills despite adequate income, isolation from family.',
      'Report to Adult Protective Services (find your state\'s number through the Eldercare Locator at 1-800-677-1116) and to the police for theft.',
      'Banks can place holds and report suspected exploitation; talk to the bank\'s fraud department.',
      'An investigator and a forensic accountant can trace where money went; an elder-law attorney can act on powers of attorney and guardianship.',
      'The National Elder Fraud Hotline (1-833-372-8311) helps with scams targeting older adults.',
    ],
    steps: [
      'If someone is in danger, call 911.',
      'Report to Adult Protective Services and keep the case number.',
      'Gather bank statements and documents you lawfully have access to.',
      'Consult an elder-law attorney about protecting the person\'s assets.',
    ],
  },
];
