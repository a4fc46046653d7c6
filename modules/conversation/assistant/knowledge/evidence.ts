import type { KnowledgeSection } from './types.js';

const topic = 'Evidence';

export const evidence: KnowledgeSection[] = [
  {
    id: 'chain-of-custody',
    title: 'Chain of custody',
    topic,
    keywords: ['chain of custody', 'evidence log', 'custody of evidence', 'who handled evidence', 'evidence tampering', 'evidence bag', 'custody form', 'transfer of evidence'],
    summary:
      'The chain of custody is the written record of who collected an item of evidence, when and where, how it was stored, and every hand it passed through until it reaches the court. It lets a court trust that the item is what it claims to be and was not altered; gaps invite challenges that can reduce its weight or keep it out.',
    points: [
      'Each item gets a unique identifier and a custody form (or log) recording the date, time, place, collector, description and condition when collected.',
      'Every transfer is recorded with the names and signatures of the person releasing and the person receiving it, the date and time, and the reason.',
      'Physical items go into sealed, tamper-evident packaging, initialed across the seal; opening it for examination is logged and the item resealed.',
      'Storage must be secure and access-controlled (a locked evidence locker, not a car trunk), with the storage location on the log.',
      'For digital evidence the chain includes the device, the forensic image made of it, and the hash values (such as SHA-256) that prove the copy matches the original.',
      'A chain does not have to be perfect to be admitted in most courts, but every gap is something the other side will use to question the evidence.',
    ],
    steps: [
      'Start a custody log for each item the moment it is collected.',
      'Photograph the item where it was found before moving it, then package and seal it.',
      'Keep the number of people who handle it as small as possible, and log every transfer.',
      'Give the item and its log to your attorney or investigator, and keep a copy of the log yourself.',
    ],
  },
  {
    id: 'collecting-physical-evidence',
    title: 'Collecting and preserving physical evidence',
    topic,
    keywords: ['physical evidence', 'preserve evidence', 'collect evidence', 'store evidence', 'damaged property evidence', 'documents as evidence', 'original documents', 'fingerprints'],
    summary:
      'Physical evidence — documents, damaged property, letters, clothing, objects — is most useful when it is left as found, photographed in place, collected carefully and stored so it does not change. When a crime is involved, leave collection to the police so forensic value (fingerprints, DNA) is not lost.',
    points: [
      'Photograph the item where it is, with a wide shot for context, a mid-range shot and close-ups, ideally with a scale (a ruler) in the close-ups.',
      'Handle items as little as possible and by the edges; wear gloves if there may be fingerprints or DNA.',
      'Use paper bags or envelopes for anything damp or biological (plastic traps moisture and causes mold); use plastic for dry documents to protect them.',
      'Keep originals: make copies for everyday use and store the original documents flat, dry and away from heat and light.',
      'Do not write on, staple, fold or highlight originals.',
      'If something is evidence of a crime, call the police and let them collect it; touching it can destroy forensic evidence and break the chain of custody.',
    ],
    steps: [
      'Photograph before touching.',
      'Collect with gloves into the right packaging, label it (what, where, when, who) and seal it.',
      'Start a custody log and store the item securely.',
      'Tell your attorney or investigator what you have before giving it to anyone else.',
    ],
  },
  {
    id: 'documenting-evidence',
    title: 'Documenting events: notes, photos and timelines',
    topic,
    keywords: ['document incidents', 'keep a journal', 'incident log', 'timeline', 'write down what happened', 'take notes', 'contemporaneous notes', 'evidence diary'],
    summary:
      'Careful records made at the time something happens are among the most persuasive evidence a non-lawyer can produce. A dated incident log, saved messages and photos, and a clean timeline help your lawyer, your investigator and eventually a judge understand what happened and when.',
    points: [
      'Write entries as soon as possible after each event: date, time, place, who was there, what was said and done, and any injuries or damage.',
      'Stick to facts you saw or heard; label anything you were told by others as such, and avoid opinions and insults.',
      'Keep the log in a bound notebook or a dated digital document that you never rewrite; add corrections as new, dated entries.',
      'Save messages, voicemails and emails in their original form and export copies; screenshots should show the sender, date and time.',
      'Photos keep their metadata (time and sometimes location) when you keep the original file; send originals rather than compressed copies through messaging apps.',
      'A one-page timeline summarizing key events, with references to the supporting items, saves your attorney hours of time (and you money).',
    ],
    steps: [
      'Start a dated log today and fill in past events you remember, marked as written later.',
      'Back up messages, photos and recordings to a safe place the other person cannot reach.',
      'Build a timeline with one line per event and a reference to its evidence.',
      'Share it with your attorney or investigator before your first meeting.',
    ],
  },
  {
    id: 'admissibility',
    title: 'What makes evidence usable in court',
    topic,
    keywords: ['admissible evidence', 'admissibility', 'hearsay', 'authenticate evidence', 'relevance', 'will this hold up in court', 'rules of evidence', 'illegally obtained evidence', 'best evidence rule'],
    summary:
      'To be admitted, evidence generally has to be relevant, authentic (shown to be what it claims to be) and not excluded by a rule such as hearsay or privilege. Federal courts follow the Federal Rules of Evidence and most states have similar codes. Evidence gathered illegally can be excluded in some settings and can expose the person who gathered it to liability.',
    points: [
      'Relevance: the evidence must make a fact that matters to the case more or less likely (Federal Rule of Evidence 401).',
      'Authentication: someone must be able to testify that the item is what it claims to be — the person who took a photo, the keeper of a record, or a forensic expert for digital files (Rule 901).',
      'Hearsay is an out-of-court statement offered to prove that what it says is true; it is excluded unless an exception applies (business records, excited utterances, statements of the opposing party and many more).',
      'The exclusionary rule against illegally obtained evidence mainly binds the government, but private evidence gathered by wiretapping or hacking can be barred by statute and can lead to criminal charges and lawsuits.',
      'Privileged communications (attorney-client, spousal in some contexts, doctor-patient under state law) are protected from disclosure.',
      'In civil cases judges often admit imperfect evidence and let the flaws affect its weight; small claims courts are more relaxed still.',
    ],
    steps: [
      'For each piece of evidence, write down who can testify about where it came from.',
      'Keep originals and metadata; avoid editing photos, videos or recordings.',
      'Ask your attorney which items may raise hearsay or privilege problems.',
      'Never gather evidence by recording, hacking or tracking in ways your state forbids.',
    ],
  },
  {
    id: 'preserving-digital-evidence',
    title: 'Preserving digital evidence',
    topic,
    keywords: ['digital evidence', 'screenshots', 'text messages as evidence', 'save texts', 'metadata', 'hash value', 'forensic image', 'social media evidence', 'deleted messages', 'phone forensics', 'email evidence'],
    summary:
      'Digital evidence — texts, emails, social media posts, photos, location history, files — is easy to lose and easy to challenge. Preserve it early in its original form, capture context (who, when, where), and for anything important let a forensic examiner make a verified copy of the device.',
    points: [
      'Screenshots should show the sender\'s name or number, the date and time, and the full conversation around the key message; scroll captures or exports are better than single frames.',
      'Export data the platform offers (chat export, Google Takeout, Facebook "Download your information") — it keeps dates and metadata that screenshots lose.',
      'A forensic examiner makes a bit-for-bit image of a device and records its hash value; matching hashes prove the copy has not changed (Federal Rule of Evidence 902(14) allows such copies to be self-authenticating with a certification).',
      'Do not forward, edit, crop or "clean up" files you may use as evidence; keep the original file with its metadata.',
      'Deleted data can sometimes be recovered from a device or backup, but every day of use overwrites more of it; stop using a device you want examined.',
      'Once a lawsuit is reasonably expected, both sides must preserve relevant data; destroying it (spoliation) can lead to sanctions.',
    ],
    steps: [
      'Capture and export the messages and posts now, before they can be deleted.',
      'Store copies in two places, including one the other party cannot access.',
      'Write down how and when you captured each item.',
      'For critical evidence, ask your attorney about a forensic examiner and a preservation letter to the other side.',
    ],
  },
  {
    id: 'investigator-testimony',
    title: 'Investigator reports and testimony',
    topic,
    keywords: ['investigator testimony', 'testify in court', 'PI report', 'expert witness', 'affidavit', 'investigator as witness', 'court report', 'surveillance report'],
    summary:
      'An investigator\'s work reaches a court through their written report, their exhibits (photos, video, records) and their testimony. A private investigator usually testifies as a fact witness about what they saw and did; forensic specialists may qualify as expert witnesses under Federal Rule of Evidence 702 or its state equivalents.',
    points: [
      'A good report is factual and chronological: what was done, when, where, by whom, and what was observed, with exhibits referenced — no speculation.',
      'The investigator may be cross-examined on methods, gaps in the log, and bias; clean records and a neutral tone protect the evidence.',
      'Reports prepared at an attorney\'s direction are often attorney work product and may be shielded from the other side until the investigator is named as a witness.',
      'Affidavits or declarations from investigators are used in motions (for example to show diligent attempts at service).',
      'Expert witnesses (digital forensics, accident reconstruction, handwriting) must show qualifications and a reliable method.',
    ],
    steps: [
      'Ask for reports in a factual, court-ready format from the start.',
      'Make sure the investigator keeps notes, logs and unedited media.',
      'Let your attorney decide whether and when to disclose the report.',
      'Confirm the investigator\'s availability for hearings and depositions and their rate for testimony time.',
    ],
  },
];
