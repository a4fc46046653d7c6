import type { KnowledgeSection } from './types.js';

const topic = 'Digital evidence and privacy law';

export const digitalPrivacy: KnowledgeSection[] = [
  {
    id: 'recording-consent',
    title: 'Recording calls and conversations: consent laws',
    topic,
    keywords: ['record a phone call', 'record conversation', 'one-party consent', 'two-party consent', 'all-party consent', 'secretly record', 'is it legal to record', 'wiretap', 'audio recording', 'record my boss'],
    summary:
      'Federal law and most states allow you to record a conversation you take part in (one-party consent). About a dozen states require everyone in a private conversation to consent, including California, Florida, Illinois, Maryland, Massachusetts, Montana, New Hampshire, Pennsylvania and Washington; several others have all-party rules for some situations. Recording a conversation you are not part of, without consent, is illegal wiretapping nearly everywhere.',
    points: [
      'The federal Wiretap Act (18 U.S.C. § 2511) is one-party consent, but a stricter state law still applies to calls in that state.',
      'For a call between states with different rules, the safest course is to follow the stricter state\'s rule or get everyone\'s consent.',
      'Consent can be given by announcing the recording ("this call is being recorded") and continuing the conversation.',
      'All-party laws generally apply to confidential or private conversations; talk in a public place where others can overhear may be treated differently, depending on the state.',
      'Violations can be crimes and can give the recorded person a right to sue for damages; the recording may also be excluded as evidence.',
      'Leaving a recorder in a room to capture conversations you are not part of — a spouse\'s calls, for example — is illegal interception even in one-party states.',
    ],
    steps: [
      'Check the law of every state where a participant is located.',
      'When in doubt, say you are recording at the start of the conversation.',
      'Keep the original recording file unedited and note the date, time and participants.',
      'Ask an attorney before using a recording in court.',
    ],
  },
  {
    id: 'gps-tracking',
    title: 'GPS tracking laws',
    topic,
    keywords: ['GPS tracker', 'track a car', 'track my spouse', 'tracking device', 'put a tracker on a car', 'is GPS tracking legal', 'location tracking', 'track my teenager'],
    summary:
      'Whether you may put a GPS tracker on a vehicle depends mainly on who owns it and on state law. Many states make it a crime to track a person with an electronic device without consent (for example California Penal Code § 637.7 and Texas Penal Code § 16.06), usually with an exception for the vehicle\'s owner. Tracking a car you do not own, or a person who has not consented, is illegal in many states and can be stalking.',
    points: [
      'Police need a warrant to place a GPS tracker on a vehicle (United States v. Jones, 2012); private citizens are governed by state tracking, stalking and harassment laws.',
      'Owning or co-owning the vehicle is often a defense, but not always — co-ownership with a spouse who is the main driver is a gray area, and tracking can still be stalking if it is used to harass or intimidate.',
      'Parents can generally track their minor children\'s phones and family vehicles.',
      'Employers can generally track company vehicles and devices under a clear written policy; some states require notice.',
      'Private investigators are bound by the same laws; many states forbid investigators to place trackers without the owner\'s consent.',
      'Evidence from illegal tracking can be excluded and can expose you to criminal charges and a lawsuit.',
    ],
    steps: [
      'Confirm who owns the vehicle and who mainly drives it.',
      'Check your state\'s tracking and stalking laws, or ask an attorney, before placing any device.',
      'Consider lawful alternatives: surveillance by a licensed investigator, or evidence through discovery in a court case.',
    ],
  },
  {
    id: 'hidden-cameras',
    title: 'Hidden cameras and video recording',
    topic,
    keywords: ['hidden camera', 'nanny cam', 'spy camera', 'record video in my house', 'security camera neighbor', 'video recording laws', 'camera in bedroom', 'doorbell camera'],
    summary:
      'Silent video in your own home\'s common areas, and of public places, is generally legal. Video in places where people expect privacy — bathrooms, bedrooms used by others, changing areas — is illegal voyeurism in every state. Audio changes everything: a camera that records sound is subject to the wiretap and recording consent laws.',
    points: [
      'Nanny cams in common areas of your own home are generally legal for video; some states require notice, and audio needs the consent your state requires.',
      'Recording a tenant, guest or roommate inside their private space is illegal.',
      'Doorbell and security cameras may film what is visible from your property, but pointing them into a neighbor\'s windows can be harassment or voyeurism.',
      'Employers generally may use visible or disclosed video in work areas, never in restrooms or locker rooms; some states require notice.',
      'Investigators filming from public places do not record audio of private conversations.',
    ],
    steps: [
      'Decide whether you need audio at all; silent video avoids most legal problems.',
      'Keep cameras out of bathrooms, bedrooms of others and any place people undress.',
      'Check your state\'s notice and consent rules before installing.',
    ],
  },
  {
    id: 'social-media-osint',
    title: 'Social media and open-source research',
    topic,
    keywords: ['social media investigation', 'OSINT', 'open source intelligence', 'search someone online', 'fake profile', 'friend request to investigate', 'public posts as evidence', 'Facebook evidence', 'Instagram evidence'],
    summary:
      'Public posts, photos, comments, reviews, business filings and other open sources are fair game for research and are often strong evidence. Deception is the line: creating fake profiles or having someone friend the subject to see private content raises legal and ethics problems, especially when lawyers are involved.',
    points: [
      'Anything set to public can be viewed and captured; capture it with the URL, date and time, and export or archive it, since posts are often deleted once a case starts.',
      'Bar ethics opinions (for example New York City Bar Formal Opinion 2010-2 and Philadelphia Bar Opinion 2009-02) say lawyers and the investigators they direct may not use deception to gain access to private social media content.',
      'Contacting a represented party about the case through social media can violate the rules for lawyers and their agents.',
      'Private content can be requested in discovery from the other party once a lawsuit is filed.',
      'Open-source research also includes court records, business registrations, domain records, property data, news archives and photo metadata.',
      'Watch for impersonation and mistaken identity: confirm that an account belongs to the person before relying on it.',
    ],
    steps: [
      'List the accounts and usernames you know, and search variations.',
      'Capture public content with date, time and URL, and save originals.',
      'Do not send friend requests or messages to the subject to get access.',
      'Ask your attorney about requesting private content in discovery.',
    ],
  },
  {
    id: 'accessing-accounts',
    title: "Accessing someone else's phone, email or accounts",
    topic,
    keywords: ['read my spouse\'s texts', 'log into their email', 'spyware', 'check their phone', 'hack account', 'know their password', 'access someone\'s phone', 'stalkerware install', 'read their messages', 'CFAA'],
    summary:
      'Logging into someone else\'s email, social media, cloud or phone without permission — even a spouse\'s, even if you know the password — can violate the federal Computer Fraud and Abuse Act, the Stored Communications Act, wiretap laws and state computer crime laws. Installing spyware is worse. The evidence is often unusable and can turn you into the defendant.',
    points: [
      'Knowing or guessing a password is not permission; permission has to come from the account holder.',
      'Intercepting messages as they are sent (spyware, forwarding rules) can violate the federal Wiretap Act, with criminal penalties and civil damages.',
      'Courts in divorce and custody cases have punished parties who snooped, and have excluded the evidence.',
      'A shared family computer or account is a gray area; ask a lawyer before looking at anything that is not yours.',
      'The lawful route is discovery: once a case is filed, the other side can be required to produce relevant messages, and a forensic examiner can be appointed.',
    ],
    steps: [
      'Do not access accounts or devices that are not yours.',
      'Preserve what you lawfully have (messages sent to you, shared documents).',
      'Ask your attorney about discovery requests and preservation letters for the other side\'s data.',
    ],
  },
  {
    id: 'protecting-your-privacy',
    title: 'Protecting your own privacy online',
    topic,
    keywords: ['remove my information', 'data broker', 'people search sites', 'opt out', 'protect my address', 'privacy protection', 'someone found my address', 'delete my data', 'address confidentiality program'],
    summary:
      'People-search sites and data brokers publish addresses, phone numbers and relatives compiled from public and commercial records. You can reduce your exposure by opting out of the major brokers, tightening social media settings, and — for survivors of abuse or stalking — enrolling in your state\'s address confidentiality program.',
    points: [
      'Most people-search sites have an opt-out form; opt-outs often need repeating because records reappear.',
      'California residents can ask all registered data brokers to delete their data at once through the state\'s deletion system under the Delete Act; several other states have data broker registries.',
      'Many states run address confidentiality programs (such as California\'s Safe at Home) that give survivors a substitute address for public records.',
      'Review social media privacy settings, remove location tags from photos, and limit who can see your friends list.',
      'Use multi-factor sign-in and unique passwords; check your accounts for unknown devices and forwarding rules.',
    ],
    steps: [
      'Search your own name and city on the major people-search sites and submit opt-outs.',
      'Lock down social media privacy settings and location sharing.',
      'If you are escaping abuse or stalking, contact an advocate about your state\'s address confidentiality program.',
    ],
  },
  {
    id: 'online-harassment',
    title: 'Online harassment and cyberstalking: building the evidence',
    topic,
    keywords: ['online harassment', 'cyberstalking', 'cyberbullying', 'threatening messages', 'anonymous harasser', 'fake accounts harassing me', 'revenge porn', 'doxxing', 'harassment evidence'],
    summary:
      'Online harassment and cyberstalking are crimes under federal law (18 U.S.C. § 2261A) and the laws of every state, and nearly all states criminalize sharing intimate images without consent. Strong evidence — captured messages with dates, account names and URLs, plus a log of the impact on you — supports police reports, platform takedowns and protective orders.',
    points: [
      'Capture every message, post and profile with the account name, URL, date and time before blocking or reporting, since reported content may be removed.',
      'Keep a log of incidents and how they affected you (fear, missed work, changes in routine); stalking laws often turn on that impact.',
      'Platforms have reporting tools and law-enforcement channels; for intimate images, StopNCII.org and the platforms\' own tools help remove them.',
      'Identifying an anonymous harasser usually needs a subpoena to the platform, which a court case or police investigation can provide.',
      'Protective orders can cover online contact and posting about you.',
      'Do not engage or retaliate online; it can complicate the case.',
    ],
    steps: [
      'Capture and back up the evidence now.',
      'Report to the platform and to local police, and keep report numbers.',
      'Contact an advocate or attorney about a protective order or a civil case to unmask the account.',
    ],
  },
];
