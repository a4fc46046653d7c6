// The assistant's question set: questions phrased as users ask them, each with what a good
// answer must cover. `sections`: any of these cited first or second counts as finding the topic;
// `must`: facts (case-insensitive regular expressions) the answer must contain. Off-topic
// questions must get the plain "outside what I can help with" answer; follow-ups are whole
// conversations whose last answer is checked, and must not repeat the previous answer.
//
// The set is split in two by position (calibration / held-out, alternating within each kind):
// the relevance threshold is chosen on the calibration half only; the held-out half is only
// measured. Add questions at the end of a list to keep the existing split stable.

export interface OnTopicCase {
  q: string;
  sections: string[];
  must: string[];
}

export interface FollowUpCase {
  turns: string[];
  sections: string[];
  must: string[];
}

export const onTopic: OnTopicCase[] = [
  {
    q: 'My business partner may be embezzling money. What evidence should I collect first?',
    sections: ['business-embezzlement'],
    must: ['forensic accountant', 'bank', 'ledger|accounting', 'attorney'],
  },
  {
    q: 'What can a private investigator legally do for surveillance in Texas?',
    sections: ['what-a-pi-can-do', 'surveillance', 'pi-licensing'],
    must: ['16\\.06', 'Department of Public Safety', 'public'],
  },
  { q: 'How do I find a missing person?', sections: ['missing-persons'], must: ['police|law enforcement', 'NamUs'] },
  {
    q: 'Is it legal to record a phone call with my boss without telling him?',
    sections: ['recording-consent'],
    must: ['one-party', 'all-party|everyone'],
  },
  {
    q: "Can I put a GPS tracker on my husband's car?",
    sections: ['gps-tracking', 'infidelity-legal-limits'],
    must: ['own', 'stalking|crime'],
  },
  { q: 'How much does it cost to hire a private investigator?', sections: ['costs-and-retainers'], must: ['hour', 'retainer'] },
  {
    q: 'What is a deposition and how should I prepare for one?',
    sections: ['depositions'],
    must: ['under oath|sworn', 'transcript|court reporter'],
  },
  {
    q: 'I think my wife is cheating on me. What can an investigator do?',
    sections: ['infidelity', 'infidelity-legal-limits'],
    must: ['surveillance|public', 'spyware|accounts|track'],
  },
  {
    q: 'I found an AirTag hidden in my car. What should I do?',
    sections: ['trackers-and-stalkerware'],
    must: ['police', 'photo|document|serial'],
  },
  {
    q: 'How do I sue my old landlord in small claims court to get my deposit back?',
    sections: ['small-claims'],
    must: ['limit', 'file|filing'],
  },
  {
    q: 'An injured coworker on workers comp is working a second job. Is that fraud?',
    sections: ['workers-comp-fraud'],
    must: ['insurer|insurance', 'surveillance|activity'],
  },
  {
    q: 'How can I check if a private investigator is actually licensed?',
    sections: ['verifying-a-pi', 'pi-licensing'],
    must: ['licen[cs]e number|state (licensing )?board', 'insurance'],
  },
  {
    q: 'How can I find out if my husband is hiding money before our divorce?',
    sections: ['hidden-assets-divorce', 'asset-searches'],
    must: ['tax return', 'discovery|subpoena', 'forensic accountant'],
  },
  {
    q: 'Can I run a background check on a potential tenant?',
    sections: ['background-checks', 'fcra-screening'],
    must: ['FCRA|Fair Credit Reporting', 'adverse action|consent|permission'],
  },
  {
    q: 'What is the difference between a civil case and a criminal case?',
    sections: ['civil-vs-criminal'],
    must: ['reasonable doubt', 'preponderance'],
  },
  {
    q: 'I just got served with a subpoena to testify. Do I have to go?',
    sections: ['subpoenas'],
    must: ['quash|object', 'court order|contempt'],
  },
  {
    q: 'What evidence helps in a child custody case when the other parent drinks?',
    sections: ['custody-evidence', 'child-custody'],
    must: ['best interest', 'log|journal|record'],
  },
  {
    q: 'How do I save text messages so they can be used as evidence?',
    sections: ['preserving-digital-evidence', 'social-media-evidence'],
    must: ['screenshot', 'date'],
  },
  {
    q: 'What is chain of custody and why does it matter?',
    sections: ['chain-of-custody'],
    must: ['every transfer|who collected', 'court|admit'],
  },
  {
    q: 'My ex keeps showing up at my work and following me. What can I do?',
    sections: ['stalking', 'protective-orders'],
    must: ['log|document', 'protective order|restraining order', 'police'],
  },
  { q: 'Someone opened credit cards in my name. What do I do?', sections: ['identity-theft'], must: ['freeze', 'IdentityTheft\\.gov'] },
  {
    q: "My mom's caregiver is taking money from her bank account.",
    sections: ['elder-financial-abuse'],
    must: ['adult protective services', 'bank'],
  },
  {
    q: 'Someone is posting threats about me on Instagram from fake accounts.',
    sections: ['cyberstalking', 'online-harassment'],
    must: ['screenshot|save', 'report', 'police'],
  },
  {
    q: 'How do I find someone who moved and left no forwarding address?',
    sections: ['skip-tracing'],
    must: ['public records|databases|records'],
  },
  {
    q: 'How do I serve divorce papers on my husband?',
    sections: ['process-serving'],
    must: ['not a party|adult|sheriff|process server', 'proof of service'],
  },
  {
    q: 'My employee filed a harassment complaint against her manager. How should we investigate?',
    sections: ['workplace-investigations'],
    must: ['impartial|neutral', 'interview', 'retaliat'],
  },
  {
    q: 'How do I check out a company before I invest in it?',
    sections: ['due-diligence'],
    must: ['Secretary of State', 'court|lawsuit', 'SEC|FINRA'],
  },
  {
    q: 'Can a digital forensics expert recover deleted texts from a phone?',
    sections: ['digital-forensics'],
    must: ['forensic image|hash', 'deleted', 'consent|court order|own'],
  },
  { q: 'Will a screenshot of a Facebook post hold up in court?', sections: ['social-media-evidence'], must: ['authenticat', 'URL|date'] },
  {
    q: 'How do I get a copy of a police report through a public records request?',
    sections: ['public-records-requests'],
    must: ['open-records|public records|FOIA', 'exempt'],
  },
  {
    q: 'I was denied a job because of a background check that is wrong. What are my rights?',
    sections: ['fcra-screening', 'background-checks'],
    must: ['dispute', 'adverse action', '30 days'],
  },
  {
    q: 'My ex filed a restraining order against me. What happens now?',
    sections: ['served-with-a-restraining-order', 'protective-orders'],
    must: ['hearing', 'no contact|contact', 'crime|violat'],
  },
  {
    q: 'How do I get a restraining order against my abusive ex-boyfriend?',
    sections: ['protective-orders', 'domestic-violence-help'],
    must: ['temporary', 'hearing', '1-800-799-7233|hotline'],
  },
  {
    q: 'I won in small claims but the guy still will not pay me.',
    sections: ['collecting-a-judgment', 'small-claims'],
    must: ['garnish', 'levy|lien', 'debtor exam'],
  },
  {
    q: 'The insurance company wants a recorded statement and an examination under oath about my claim.',
    sections: ['insurer-investigating-your-claim', 'insurance-fraud'],
    must: ['examination under oath', 'attorney', 'cooperat'],
  },
  {
    q: "Is it illegal to put spyware on my wife's phone to see who she texts?",
    sections: ['infidelity-legal-limits', 'accessing-accounts'],
    must: ['Wiretap Act|wiretap', 'crime|illegal'],
  },
  {
    q: 'What is insurance fraud and how do investigators catch staged accidents?',
    sections: ['insurance-fraud'],
    must: ['staged', 'SIU|special investigation'],
  },
  {
    q: "Can a private investigator get someone's phone records?",
    sections: ['what-a-pi-cannot-do', 'protected-records'],
    must: ['pretext|subpoena', 'illegal|not'],
  },
  { q: 'Is a nanny cam in my living room legal?', sections: ['hidden-cameras'], must: ['audio|sound', 'common area|bathroom'] },
  {
    q: 'How long do I have to sue someone for fraud?',
    sections: ['statutes-of-limitations'],
    must: ['statute of limitations', 'discover'],
  },
  {
    q: 'What should I bring to my first meeting with an investigator?',
    sections: ['preparing-for-an-investigator'],
    must: ['photo|documents|timeline'],
  },
  { q: 'Do I need a lawyer, and how do I find one I can afford?', sections: ['finding-a-lawyer'], must: ['legal aid', 'referral'] },
  {
    q: 'I need to locate assets of someone who owes me money from a judgment.',
    sections: ['asset-searches', 'collecting-a-judgment'],
    must: ['property|real estate', 'judgment'],
  },
  { q: "What can't a private investigator do?", sections: ['what-a-pi-cannot-do'], must: ['police', 'trespass|hack|wiretap'] },
  {
    q: 'Can an investigator look up who owns a car from its license plate?',
    sections: ['public-records-dppa'],
    must: ["DPPA|Driver's Privacy Protection"],
  },
  {
    q: 'My teenage daughter is being harassed by classmates online. How do I collect evidence?',
    sections: ['online-harassment', 'cyberstalking', 'preserving-digital-evidence'],
    must: ['screenshot|save', 'school|report'],
  },
  {
    q: 'How do I escalate my case to a human investigator in Casebook?',
    sections: ['casebook-escalation'],
    must: ['premium|subscri', 'case ID|escalat'],
  },
  {
    q: "What will the investigator's final report include?",
    sections: ['investigator-deliverables', 'investigator-testimony'],
    must: ['photo|video|report'],
  },
  {
    q: 'My partner hits me and I am scared to leave. Where can I get help?',
    sections: ['domestic-violence-help', 'safety-planning'],
    must: ['1-800-799-7233', '911'],
  },
  {
    q: 'How do I make a safety plan to leave an abusive relationship?',
    sections: ['safety-planning', 'domestic-violence-help'],
    must: ['bag|documents', 'hotline|advocate'],
  },
  {
    q: "Will the other side see my investigator's report if I hire them through my lawyer?",
    sections: ['confidentiality-work-product'],
    must: ['work product', 'attorney'],
  },
  { q: 'What is discovery in a lawsuit?', sections: ['discovery'], must: ['interrogator', 'document|production'] },
  { q: 'What makes evidence admissible in court?', sections: ['admissibility'], must: ['hearsay', 'authentic|relevan'] },
  {
    q: 'How should I document incidents with my neighbor for a harassment case?',
    sections: ['documenting-evidence'],
    must: ['date', 'photo|notes|log'],
  },
  {
    q: 'Can I hire a PI to help with my criminal defense?',
    sections: ['criminal-defense-investigation'],
    must: ['witness', 'attorney|lawyer'],
  },
  {
    q: 'How do I remove my address from people search websites?',
    sections: ['protecting-your-privacy'],
    must: ['opt out|opt-out', 'data broker'],
  },
  {
    q: 'Can my employer investigate me and go through my work email?',
    sections: ['workplace-investigations'],
    must: ['policy', 'personal'],
  },
  {
    q: 'How do I keep physical evidence like a damaged item safe for court?',
    sections: ['collecting-physical-evidence'],
    must: ['original|photograph', 'store|label'],
  },
  {
    q: 'What does a private investigator need to be licensed in California?',
    sections: ['pi-licensing'],
    must: ['Bureau of Security and Investigative Services'],
  },
  {
    q: 'Can I record a conversation with my landlord in Florida?',
    sections: ['recording-consent'],
    must: ['934\\.03', 'all-party|everyone'],
  },
  { q: 'Is there a GPS tracking law in Wisconsin?', sections: ['gps-tracking'], must: ['940\\.315'] },
  { q: 'Do private investigators need a license in Idaho?', sections: ['pi-licensing'], must: ['no state licen'] },
  { q: 'Someone is stalking me in Ohio. What law covers that?', sections: ['stalking'], must: ['2903\\.211'] },
  { q: 'How do I file a FOIA request with a federal agency?', sections: ['public-records-requests'], must: ['20 business days', 'appeal'] },
  {
    q: 'We are about to buy a small company. What due diligence should we do on the owners?',
    sections: ['due-diligence', 'corporate-investigations'],
    must: ['lien|judgment|lawsuit', 'verify|reference'],
  },
  {
    q: 'I suspect a vendor is billing us for work never done. How do we investigate?',
    sections: ['business-embezzlement', 'corporate-investigations'],
    must: ['vendor', 'forensic accountant|records'],
  },
  { q: 'Can I record a phone call in Puerto Rico?', sections: ['recording-consent'], must: ['no row for Puerto Rico'] },
  { q: 'How do I get someone to testify for me in court?', sections: ['subpoenas'], must: ['subpoena'] },
];

export const offTopic: string[] = [
  'What is the weather like in Paris today?',
  'asdkjh qwe zzz',
  'Can you write me a poem about the ocean?',
  'How do I bake sourdough bread?',
  'Who won the Super Bowl last year?',
  'What is the capital of Australia?',
  'How do I fix a leaky kitchen faucet?',
  'What are the best stocks to buy this year?',
  'Translate good morning into Spanish',
  'How many calories are in a banana?',
  'Help me write a cover letter for a marketing job',
  'What time is it in Tokyo right now?',
  'How do I change a flat tire?',
  'Tell me a joke',
  'Explain quantum computing in simple terms',
  'Can you help me with my calculus homework?',
  'How do I train my puppy to sit?',
  'What should I cook for dinner tonight?',
  'Book me a flight to Chicago',
  'Who is the president of France?',
  'How do I set up a WordPress website?',
  'Give me a workout plan for building muscle',
  'What are the rules of chess?',
  'lorem ipsum dolor sit amet',
  'What is the best GPS app for hiking trails?',
  'How do I record my screen on a Mac?',
  'Recommend a good detective novel to read',
  'What is the plot of Breaking Bad?',
  'How do I track my daily calories?',
  'Which laptop should I buy for college?',
  'How do I grow tomatoes on a balcony?',
  'What is the meaning of life?',
];

export const followUps: FollowUpCase[] = [
  {
    turns: ['Is it legal to record a phone call with my boss?', 'What about in California?'],
    sections: ['recording-consent'],
    must: ['632', 'all-party|everyone'],
  },
  {
    turns: ['How do I serve divorce papers on my husband?', 'And if he refuses to take them?'],
    sections: ['process-serving'],
    must: ['refus'],
  },
  {
    turns: ["Can I put a GPS tracker on my wife's car?", 'What about in Texas?'],
    sections: ['gps-tracking', 'infidelity-legal-limits'],
    must: ['16\\.06'],
  },
  { turns: ['Do private investigators need a license?', 'What about Mississippi?'], sections: ['pi-licensing'], must: ['no state licen'] },
  {
    turns: ['Someone keeps following me and sending me messages.', 'Is that a crime in Virginia?'],
    sections: ['stalking'],
    must: ['18\\.2-60\\.3'],
  },
  {
    turns: ['I was served with a subpoena for documents.', 'What if I do not comply?'],
    sections: ['subpoenas'],
    must: ['contempt|court order'],
  },
  {
    turns: ['Is it legal to record my conversations with my ex in Pennsylvania?', 'And in New York?'],
    sections: ['recording-consent'],
    must: ['250\\.0', 'one-party'],
  },
  {
    turns: ['How much does a private investigator cost?', 'And what about the retainer?'],
    sections: ['costs-and-retainers'],
    must: ['retainer'],
  },
  {
    turns: ['My employee may be stealing from the cash register.', 'Can I put a hidden camera in the store?'],
    sections: ['hidden-cameras', 'corporate-investigations', 'business-embezzlement'],
    must: ['audio|sound', 'restroom|bathroom|locker'],
  },
  { turns: ['What is a deposition?', 'How long does it usually take?'], sections: ['depositions'], must: ['hour|day|seven'] },
];

// Added after the first held-out measurement, to study failures without touching the held-out
// half: these are always in the calibration half.
export const calibrationExtra: { onTopic: OnTopicCase[]; offTopic: string[]; followUps: FollowUpCase[] } = {
  onTopic: [
    {
      q: 'My neighbor points his security camera into my bedroom window. Is that legal?',
      sections: ['hidden-cameras'],
      must: ['voyeurism|harassment', 'bedroom|private'],
    },
    {
      q: 'A debt collector wants me to pay a debt I do not owe. Can a PI help?',
      sections: ['skip-tracing', 'identity-theft', 'collecting-a-judgment'],
      must: [],
    },
    {
      q: 'My elderly father gave his caregiver power of attorney and now money is missing.',
      sections: ['elder-financial-abuse'],
      must: ['power of attorney', 'adult protective services'],
    },
    {
      q: 'Can my ex use my Facebook posts against me in our custody case?',
      sections: ['custody-evidence', 'social-media-evidence', 'child-custody'],
      must: ['post'],
    },
    {
      q: 'Is it legal for a private investigator to follow me?',
      sections: ['surveillance', 'what-a-pi-can-do', 'stalking'],
      must: ['public'],
    },
    {
      q: 'How do I prove my landlord never returned my security deposit?',
      sections: ['small-claims', 'documenting-evidence'],
      must: ['deposit'],
    },
    {
      q: "Can I get my wife's phone records for our divorce?",
      sections: ['protected-records', 'infidelity-legal-limits'],
      must: ['subpoena|discovery'],
    },
    {
      q: 'Someone is using my Social Security number to work. What should I do?',
      sections: ['identity-theft'],
      must: ['IRS|IdentityTheft\\.gov'],
    },
  ],
  offTopic: [
    'What is a good name for my new cat?',
    'How far is the moon from the earth?',
    'Can you summarize the news today?',
    'How do I make my hair grow faster?',
    'What movies are playing this weekend?',
    'How do I invest in bitcoin?',
  ],
  followUps: [
    {
      turns: ['Can I record a call with my ex-husband?', 'What if he is in Florida and I am in Texas?'],
      sections: ['recording-consent'],
      must: ['934\\.03', '16\\.02|one-party'],
    },
    {
      turns: ['Someone put a tracker on my car.', 'Is that illegal in Illinois?'],
      sections: ['trackers-and-stalkerware', 'gps-tracking', 'stalking'],
      must: ['21-2\\.5'],
    },
    { turns: ['How do I get a restraining order?', 'What if he violates it?'], sections: ['protective-orders'], must: ['crime|911'] },
    {
      turns: ['How do I hire a private investigator?', 'Does he need a license in Colorado?'],
      sections: ['pi-licensing', 'hiring-a-pi', 'verifying-a-pi'],
      must: ['Office of Private Investigator Licensure|2015'],
    },
    {
      turns: ['My business partner is stealing from the company.', 'Should I call the police?'],
      sections: ['business-embezzlement', 'corporate-investigations'],
      must: ['police|prosecutor|criminal'],
    },
    {
      turns: ['How do I find a missing person?', 'What if she is an adult who left on purpose?'],
      sections: ['missing-persons'],
      must: ['right to go missing|left by choice'],
    },
  ],
};
