import type { KnowledgeSection } from './types.js';

const topic = 'Online harm and digital evidence';

export const onlineAndDigital: KnowledgeSection[] = [
  {
    id: 'cyberstalking',
    safety: true,
    title: 'Stopping cyberstalking and online threats',
    topic,
    keywords: [
      'cyberstalking',
      'cyberstalker',
      'online threats',
      'someone is harassing me online',
      'report harassment to police',
      'unmask anonymous account',
      'intimate images posted',
      'sextortion',
      'fake accounts impersonating me',
      'IC3',
    ],
    summary:
      'Repeated online messages, posts or tracking meant to frighten, harass or intimidate someone can be cyberstalking, a crime under federal law (18 U.S.C. § 2261A) and in every state. You can report it to the platform, to local police and to the FBI, ask a court for a protective order that covers online contact, and in a civil case have the court order a platform to reveal who is behind an anonymous account.',
    points: [
      'Federal law also makes interstate threats a crime (18 U.S.C. § 875(c)); state stalking and harassment laws cover messages, posts, and tracking by electronic means.',
      'Report internet crimes to the FBI at ic3.gov; sextortion and images of minors go to the NCMEC CyberTipline (report.cybertip.org), which also helps get images removed.',
      'Sharing intimate images without consent is a crime in nearly every state; federal law gives victims a civil claim (15 U.S.C. § 6851), and the TAKE IT DOWN Act (2025) requires covered platforms to remove such images within 48 hours of a valid request.',
      'StopNCII.org lets adults create a fingerprint (hash) of intimate images so participating platforms can block them without the images leaving your device.',
      'To identify an anonymous harasser, an attorney files a "John Doe" lawsuit and subpoenas the platform and then the internet provider for account and IP records; send a preservation request early, because logs are kept only for a limited time.',
      "Do not hack the account, publish the person's details or threaten them back: it can be a crime and it weakens your case.",
    ],
    steps: [
      'If you are in danger now, call 911.',
      "Save the evidence first: screenshots with the URL, date and time, and the account's profile page, plus exports of the messages.",
      'Report the accounts to the platform and block them after you have saved the evidence.',
      'Report to local police and to ic3.gov, and ask about a protective order that covers online contact.',
      'Tighten your privacy settings and turn on two-factor sign-in on every account.',
    ],
  },
  {
    id: 'digital-forensics',
    title: 'Digital forensics: examining phones and computers',
    topic,
    keywords: [
      'digital forensics',
      'computer forensics',
      'phone forensics',
      'recover deleted texts',
      'recover deleted files',
      'forensic examiner',
      'forensic image of a phone',
      'data recovery for court',
      'Cellebrite',
      'examine a laptop',
    ],
    summary:
      'A digital forensic examiner copies a phone, computer or account in a way that does not change it (a forensic image verified by a hash value), then recovers and analyses what is there — messages, photos, location history, browser history, deleted files where they survive — and writes a report that can be used and defended in court. Forensics is only lawful on devices and accounts you own or have consent or a court order to examine.',
    points: [
      'The examiner works from a forensic image taken through a write blocker and proves the copy is exact with a hash (SHA-256 or MD5), so the original is never altered.',
      'Deleted data can often be recovered from computers and sometimes from phones, but encryption, solid-state drives and time reduce the chances; cloud backups (iCloud, Google) may hold what the device no longer does.',
      'Metadata tells when a file was created, changed or sent and often where a photo was taken; it is lost or changed when files are forwarded, edited or screenshotted.',
      "Examining a spouse's or employee's personal phone without consent or a court order can break wiretap, computer-crime and privacy laws, even if you pay for the phone plan.",
      'Look for examiners with recognised certifications (such as CFCE, EnCE or GCFA) and court experience; a few states require examiners who work for hire to hold a private investigator licence.',
      'A phone or computer costs from a few hundred to several thousand dollars to examine, depending on the device, the questions and whether testimony is needed.',
    ],
    steps: [
      'Stop using the device and do not browse through it yourself: every action changes data.',
      'Keep it charged, switch it to airplane mode, and note who has had it (chain of custody).',
      'Confirm you have the right to have it examined (ownership, consent or a court order).',
      'Give the examiner specific questions and dates so the work and the cost stay focused.',
    ],
  },
  {
    id: 'social-media-evidence',
    title: 'Using social media posts as evidence in court',
    topic,
    keywords: [
      'social media evidence',
      'Facebook post as evidence',
      'screenshot as evidence',
      'Instagram evidence in court',
      'text messages in court',
      'authenticate a post',
      'deleted posts',
      'subpoena Facebook',
      'TikTok evidence',
      'preserve social media',
    ],
    summary:
      'Posts, messages and photos from social media are often strong evidence, but a court must be satisfied that they are what you say they are and that the other person wrote them (authentication). Capture them completely, with the URL, date and account, keep the originals, and be ready to show who made them; platforms rarely hand over content in a civil case, so your own careful capture often matters most.',
    points: [
      'A screenshot alone can be challenged; courts look for more, such as testimony from someone who saw the post, distinctive content only that person would know, replies and context, or metadata (for example United States v. Vayner, 2d Cir. 2014, and Griffin v. State, Md. 2011).',
      'Capture the whole page with the URL, date and time, and the profile; forensic web-capture tools record the page with its metadata and a hash, which is stronger than a phone screenshot.',
      'Under the Stored Communications Act, platforms generally will not give the content of posts or messages to private parties, even with a subpoena; they can give some account records, and the account holder can be ordered in discovery to produce the content.',
      'Once a lawsuit is likely, deleting posts can be spoliation of evidence, and courts can sanction it; the same applies to you.',
      'Public posts may be viewed and saved; using a fake profile or a friend to get into private content raises legal and ethics problems.',
      'Your own data can be downloaded with each platform\'s "download your information" tool, which includes dates and metadata.',
    ],
    steps: [
      'Capture the posts now, with URL, date, time and profile, before they are deleted.',
      'Keep the captures unedited and note who captured them and how.',
      'Ask your attorney to send a preservation letter to the other side and to request the content in discovery.',
      'List the witnesses who saw the posts or can identify the author.',
    ],
  },
];
