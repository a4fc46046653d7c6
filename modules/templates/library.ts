// Casebook's letter templates: plain, US-general wording with {{variables}} (Mustache; a section
// {{#x}}…{{/x}} shows only when x is filled). Each is a starting point, marked as not legal advice
// on every page it renders to. Changing a text here publishes a new version at the next start.
import type { TemplateVariable } from './contract.js';

export interface LibraryTemplate {
  id: string;
  name: string;
  category: 'Investigative' | 'Legal';
  subcategory: string;
  description: string;
  template: string;
  variables: TemplateVariable[];
}

type V = Omit<TemplateVariable, 'required' | 'multiline'> & { required?: boolean; multiline?: boolean };
const v = (x: V): TemplateVariable => ({ required: true, multiline: false, ...x });
const opt = (x: V): TemplateVariable => v({ ...x, required: false });

// ---- shared pieces

const sender = [
  v({ name: 'senderName', label: 'Your name', prefill: 'user.username' }),
  v({ name: 'senderAddress', label: 'Your mailing address', multiline: true, placeholder: '123 Main Street\nSpringfield, IL 62701' }),
  opt({ name: 'senderEmail', label: 'Your email', prefill: 'user.email' }),
  opt({ name: 'senderPhone', label: 'Your phone' }),
  v({ name: 'date', label: 'Date of the letter', prefill: 'today' }),
];
const caseRef = [
  opt({ name: 'caseTitle', label: 'Case title', prefill: 'case.title', help: 'Shown in the subject line when filled.' }),
  opt({ name: 'caseNumber', label: 'Case number', prefill: 'case.number' }),
];

const senderBlock = `{{senderName}}
{{senderAddress}}
{{#senderEmail}}
{{senderEmail}}
{{/senderEmail}}
{{#senderPhone}}
{{senderPhone}}
{{/senderPhone}}

{{date}}`;

const caseSuffix = '{{#caseTitle}} — {{caseTitle}}{{/caseTitle}}{{#caseNumber}} (Case No. {{caseNumber}}){{/caseNumber}}';

const signOff = `Sincerely,

{{senderName}}`;

// ---- the library

export const LIBRARY: readonly LibraryTemplate[] = [
  {
    id: 'evidence-preservation-request',
    name: 'Evidence Preservation (Litigation Hold) Request',
    category: 'Legal',
    subcategory: 'Evidence',
    description:
      'Asks a person or business to keep documents, electronic data and footage that may matter to a dispute, before routine deletion destroys them. Send it as early as possible.',
    variables: [
      ...sender,
      v({ name: 'recipientName', label: 'Recipient name' }),
      opt({ name: 'recipientOrganization', label: 'Recipient organization' }),
      v({ name: 'recipientAddress', label: 'Recipient address', multiline: true }),
      v({
        name: 'matterDescription',
        label: 'What happened',
        multiline: true,
        placeholder: 'the collision in your store parking lot involving my vehicle',
      }),
      v({ name: 'incidentDate', label: 'Date of the incident' }),
      v({
        name: 'evidenceDescription',
        label: 'Evidence to preserve',
        multiline: true,
        placeholder: 'Surveillance video of the parking lot from 2:00 p.m. to 4:00 p.m.; incident reports; names of employees on duty',
      }),
      ...caseRef,
    ],
    template: `${senderBlock}

{{recipientName}}
{{#recipientOrganization}}
{{recipientOrganization}}
{{/recipientOrganization}}
{{recipientAddress}}

RE: Request to Preserve Evidence${caseSuffix}

Dear {{recipientName}}:

I am writing about {{matterDescription}}, which occurred on or about {{incidentDate}}. A legal claim about this matter is reasonably anticipated, and I ask that you preserve all evidence that may be relevant to it.

Please preserve, and do not delete, destroy, alter or overwrite, the following:

{{evidenceDescription}}

This request covers paper records and electronically stored information, including emails, text and app messages, photographs, video and surveillance footage, audio recordings, databases, logs and metadata, wherever they are kept: computers, phones, servers, cloud accounts and backups. Please suspend any automatic deletion or retention schedule that could affect these materials until the matter is resolved.

If any of these materials has already been lost or destroyed, please tell me in writing what was lost, when, and why.

Please confirm in writing within 10 days of receiving this letter that you will preserve these materials.

${signOff}`,
  },
  {
    id: 'public-records-request',
    name: 'Public Records Request (FOIA or State Public Records Law)',
    category: 'Legal',
    subcategory: 'Public Records',
    description:
      'Requests records from a government agency. Federal agencies answer under the Freedom of Information Act (5 U.S.C. § 552); state and local agencies answer under their state’s public records law — name the one that applies.',
    variables: [
      ...sender,
      v({ name: 'agencyName', label: 'Agency name', placeholder: 'City of Springfield Police Department' }),
      opt({ name: 'recordsOfficer', label: 'Records officer or FOIA office' }),
      v({ name: 'agencyAddress', label: 'Agency address', multiline: true }),
      v({
        name: 'lawCited',
        label: 'Law you request under',
        placeholder: 'the Freedom of Information Act, 5 U.S.C. § 552',
        help: 'For a state or local agency, your state’s public records act.',
      }),
      v({ name: 'recordsDescription', label: 'Records requested', multiline: true }),
      opt({ name: 'dateRange', label: 'Time period', placeholder: 'January 1, 2024 through March 31, 2024' }),
      v({ name: 'deliveryFormat', label: 'Preferred format', placeholder: 'electronic copies sent by email' }),
      opt({ name: 'feeLimit', label: 'Most you agree to pay in fees', placeholder: '$50' }),
      ...caseRef,
    ],
    template: `${senderBlock}

{{#recordsOfficer}}
{{recordsOfficer}}
{{/recordsOfficer}}
{{agencyName}}
{{agencyAddress}}

RE: Public Records Request${caseSuffix}

Dear Records Officer:

Under {{lawCited}}, I request copies of the following records:

{{recordsDescription}}
{{#dateRange}}

This request covers records created or received from {{dateRange}}.
{{/dateRange}}

Please provide the records as {{deliveryFormat}}. If some records are available sooner than others, please send them as they become available.
{{#feeLimit}}

I agree to pay reasonable fees up to {{feeLimit}}. Please contact me before incurring fees above that amount.
{{/feeLimit}}

If you withhold any record or part of a record, please cite the specific exemption you rely on and release every part that can reasonably be separated from the exempt part. If you believe another agency holds these records, please tell me which one.

I look forward to your response within the time the law allows. Thank you for your help.

${signOff}`,
  },
  {
    id: 'witness-contact-letter',
    name: 'Witness Contact Letter',
    category: 'Investigative',
    subcategory: 'Witnesses',
    description:
      'A courteous first contact with a possible witness, asking for a voluntary conversation. It says plainly who is asking and that the witness has no obligation to talk.',
    variables: [
      ...sender,
      v({
        name: 'senderRole',
        label: 'Who you are',
        placeholder: 'a licensed private investigator working on behalf of the Rivera family',
      }),
      v({ name: 'witnessName', label: 'Witness name' }),
      v({ name: 'witnessAddress', label: 'Witness address', multiline: true }),
      v({
        name: 'incidentDescription',
        label: 'What happened',
        multiline: true,
        placeholder: 'a traffic collision at Oak Street and 5th Avenue',
      }),
      v({ name: 'incidentDate', label: 'Date of the incident' }),
      opt({ name: 'responseBy', label: 'Reply by (date)' }),
      ...caseRef,
    ],
    template: `${senderBlock}

{{witnessName}}
{{witnessAddress}}

RE: Request for Information${caseSuffix}

Dear {{witnessName}}:

My name is {{senderName}}, and I am {{senderRole}}. I am gathering information about {{incidentDescription}} on or about {{incidentDate}}. I understand you may have seen or know something about what happened.

I would be grateful for a short conversation, at a time and place that suit you, by phone or in person. Speaking with me is entirely voluntary: you are under no obligation to do so, and you may stop at any time. I will not record our conversation without your permission.
{{#responseBy}}

If you are willing to help, please contact me by {{responseBy}}.
{{/responseBy}}
{{^responseBy}}

If you are willing to help, please contact me at your convenience.
{{/responseBy}}
{{#senderPhone}}
You can reach me at {{senderPhone}}.
{{/senderPhone}}
{{#senderEmail}}
You can write to me at {{senderEmail}}.
{{/senderEmail}}

Thank you for considering this request.

${signOff}`,
  },
  {
    id: 'subpoena-cover-letter',
    name: 'Subpoena Cover Letter',
    category: 'Legal',
    subcategory: 'Subpoenas',
    description:
      'Accompanies a subpoena when it is served, saying what it asks for, by when, and whom to contact. The subpoena itself must be issued and served as the court’s rules require.',
    variables: [
      ...sender,
      v({ name: 'recipientName', label: 'Recipient name' }),
      opt({ name: 'recipientOrganization', label: 'Recipient organization' }),
      v({ name: 'recipientAddress', label: 'Recipient address', multiline: true }),
      v({ name: 'subpoenaType', label: 'Kind of subpoena', placeholder: 'subpoena for the production of documents' }),
      v({ name: 'caseTitle', label: 'Case title', prefill: 'case.title' }),
      v({ name: 'caseNumber', label: 'Case number', prefill: 'case.number' }),
      v({ name: 'courtName', label: 'Court', placeholder: 'the Circuit Court of Cook County, Illinois' }),
      v({ name: 'complianceDate', label: 'Comply by (date)' }),
      opt({
        name: 'complianceDetails',
        label: 'How to comply',
        multiline: true,
        placeholder: 'Copies may be mailed to the address above or sent by email.',
      }),
    ],
    template: `${senderBlock}

{{recipientName}}
{{#recipientOrganization}}
{{recipientOrganization}}
{{/recipientOrganization}}
{{recipientAddress}}

RE: {{caseTitle}}, Case No. {{caseNumber}}

Dear {{recipientName}}:

Enclosed is a {{subpoenaType}} issued in the case named above, pending in {{courtName}}. Please read it carefully: it states what you are asked to do and by when. The date for compliance is {{complianceDate}}.
{{#complianceDetails}}

{{complianceDetails}}
{{/complianceDetails}}

If you believe the subpoena is unclear, overly broad or burdensome, or asks for protected information, the court’s rules set how and when an objection must be made; you may wish to consult an attorney promptly. I am glad to discuss reasonable arrangements for compliance, such as the format or timing of a production.

Please contact me with any questions.

${signOff}`,
  },
  {
    id: 'cease-and-desist-harassment',
    name: 'Cease and Desist Letter (Harassment)',
    category: 'Legal',
    subcategory: 'Harassment',
    description:
      'Tells a person to stop harassing contact and conduct, and keeps a dated record that they were told. It does not replace a protective order; if you are in danger, call 911.',
    variables: [
      ...sender,
      v({ name: 'recipientName', label: 'Recipient name' }),
      v({ name: 'recipientAddress', label: 'Recipient address', multiline: true }),
      v({
        name: 'conductDescription',
        label: 'The conduct',
        multiline: true,
        placeholder: 'repeated phone calls, text messages and visits to my home and workplace',
      }),
      opt({ name: 'startDate', label: 'When it began' }),
      opt({
        name: 'incidentList',
        label: 'Dated incidents',
        multiline: true,
        placeholder: 'March 3 — 14 calls between 11 p.m. and 2 a.m.\nMarch 5 — waited outside my workplace',
      }),
    ],
    template: `${senderBlock}

{{recipientName}}
{{recipientAddress}}

RE: Demand to Cease and Desist Harassment

Dear {{recipientName}}:

This letter is formal notice that your conduct toward me must stop. {{#startDate}}Since {{startDate}}, you{{/startDate}}{{^startDate}}You{{/startDate}} have engaged in {{conductDescription}}. This conduct is unwanted, and I have not consented to it.
{{#incidentList}}

I have kept a record of the incidents, including:

{{incidentList}}
{{/incidentList}}

I demand that you immediately stop all contact with me, directly or through other people, by any means: in person, by phone, text, email, mail or social media, and that you stay away from my home and workplace.

I am keeping copies of this letter and records of any further contact. If the conduct continues, I may seek a protective or restraining order, report it to law enforcement, and pursue any other remedy available to me under the law.

This letter is the only communication I intend to send. Do not reply to it by contacting me.

${signOff}`,
  },
  {
    id: 'police-report-request',
    name: 'Request for a Police Report',
    category: 'Investigative',
    subcategory: 'Law Enforcement Records',
    description:
      'Asks a police or sheriff’s department for a copy of an incident or accident report. Many departments have their own form or online portal; include any fee and identification they require.',
    variables: [
      ...sender,
      v({ name: 'agencyName', label: 'Department', placeholder: 'Springfield Police Department, Records Division' }),
      v({ name: 'agencyAddress', label: 'Department address', multiline: true }),
      opt({ name: 'reportNumber', label: 'Report or incident number' }),
      v({ name: 'incidentDate', label: 'Date of the incident' }),
      v({ name: 'incidentLocation', label: 'Where it happened' }),
      opt({ name: 'involvedParties', label: 'People involved', multiline: true }),
      v({ name: 'requesterRelationship', label: 'Your connection to the incident', placeholder: 'a driver involved in the collision' }),
      ...caseRef,
    ],
    template: `${senderBlock}

{{agencyName}}
{{agencyAddress}}

RE: Request for Incident Report{{#reportNumber}} No. {{reportNumber}}{{/reportNumber}}${caseSuffix}

To the Records Division:

I request a copy of the police report for the incident described below, including any supplemental reports, diagrams and witness statements that may be released.

Date of the incident: {{incidentDate}}
Location: {{incidentLocation}}
{{#reportNumber}}
Report number: {{reportNumber}}
{{/reportNumber}}
{{#involvedParties}}
People involved:
{{involvedParties}}
{{/involvedParties}}

I am {{requesterRelationship}}. If your department requires a form, identification or a fee for this request, please let me know and I will provide it promptly. If any part of the report is withheld, please tell me the reason and release the remainder.

Thank you for your assistance.

${signOff}`,
  },
  {
    id: 'hipaa-authorization-cover-letter',
    name: 'HIPAA Authorization Cover Letter (Medical Records)',
    category: 'Legal',
    subcategory: 'Medical Records',
    description:
      'Sends a signed patient authorization to a health care provider with a request for records. The enclosed authorization must meet 45 C.F.R. § 164.508 (many providers supply their own form).',
    variables: [
      ...sender,
      v({ name: 'providerName', label: 'Provider or records department' }),
      v({ name: 'providerAddress', label: 'Provider address', multiline: true }),
      v({ name: 'patientName', label: 'Patient name' }),
      v({ name: 'patientDateOfBirth', label: 'Patient date of birth' }),
      v({
        name: 'recordsRequested',
        label: 'Records requested',
        multiline: true,
        placeholder: 'Emergency room records, imaging reports and billing records',
      }),
      opt({ name: 'dateRange', label: 'Dates of treatment' }),
      v({ name: 'deliveryFormat', label: 'Preferred format', placeholder: 'electronic copies (PDF) sent to the address above' }),
      ...caseRef,
    ],
    template: `${senderBlock}

{{providerName}}
{{providerAddress}}

RE: Request for Medical Records — {{patientName}} (date of birth {{patientDateOfBirth}})${caseSuffix}

Dear Records Custodian:

Enclosed is an authorization signed by {{patientName}} permitting the release of protected health information to me. Please send copies of the following records:

{{recordsRequested}}
{{#dateRange}}

Dates of treatment: {{dateRange}}
{{/dateRange}}

Please provide the records as {{deliveryFormat}}. If a copying fee applies, please tell me the amount before processing the request.

If you cannot honor the enclosed authorization, please tell me why and what you need so that I can provide it.

Thank you for your prompt attention.

${signOff}

Enclosure: Signed authorization for release of protected health information`,
  },
  {
    id: 'insurance-claim-information-request',
    name: 'Insurance Claim Information Request',
    category: 'Legal',
    subcategory: 'Insurance',
    description:
      'Asks an insurance company for the policy, the status of a claim and the reasons for any decision, in writing. Keep a copy and note when it was sent.',
    variables: [
      ...sender,
      v({ name: 'insurerName', label: 'Insurance company' }),
      v({ name: 'insurerAddress', label: 'Claims address', multiline: true }),
      v({ name: 'claimNumber', label: 'Claim number' }),
      opt({ name: 'policyNumber', label: 'Policy number' }),
      v({ name: 'insuredName', label: 'Name of the insured' }),
      v({ name: 'dateOfLoss', label: 'Date of loss' }),
      v({
        name: 'informationRequested',
        label: 'What you ask for',
        multiline: true,
        placeholder:
          'A complete copy of the policy, including declarations and endorsements\nThe current status of the claim\nCopies of any adjuster reports and estimates',
      }),
      ...caseRef,
    ],
    template: `${senderBlock}

{{insurerName}}
{{insurerAddress}}

RE: Claim No. {{claimNumber}}{{#policyNumber}}, Policy No. {{policyNumber}}{{/policyNumber}} — Insured: {{insuredName}}, Date of Loss: {{dateOfLoss}}
{{#caseTitle}}
Related matter: {{caseTitle}}
{{/caseTitle}}
{{#caseNumber}}
Related case number: {{caseNumber}}
{{/caseNumber}}

To the Claims Department:

I am writing about the claim named above. Please provide the following in writing:

{{informationRequested}}

If any part of the claim has been denied or reduced, please state the reasons and the specific policy provisions you rely on. If you need more information from me to process the claim, please tell me exactly what is needed.

Please send your response to the address above. Thank you.

${signOff}`,
  },
  {
    id: 'small-claims-demand-letter',
    name: 'Demand Letter for Small Claims',
    category: 'Legal',
    subcategory: 'Small Claims',
    description:
      'Asks for money owed before filing in small claims court. Many courts expect a written demand first. Check your state’s small claims limit before filing.',
    variables: [
      ...sender,
      v({ name: 'recipientName', label: 'Recipient name' }),
      v({ name: 'recipientAddress', label: 'Recipient address', multiline: true }),
      v({ name: 'amountOwed', label: 'Amount owed', placeholder: '$1,850.00' }),
      v({
        name: 'reasonOwed',
        label: 'Why it is owed',
        multiline: true,
        placeholder: 'the unreturned security deposit for 42 Elm Street, Apt. 3, which I vacated on June 30',
      }),
      v({ name: 'paymentDeadline', label: 'Pay by (date)' }),
      opt({ name: 'paymentMethod', label: 'How to pay', placeholder: 'a check mailed to the address above' }),
    ],
    template: `${senderBlock}

{{recipientName}}
{{recipientAddress}}

RE: Demand for Payment of {{amountOwed}}

Dear {{recipientName}}:

You owe me {{amountOwed}} for {{reasonOwed}}.

I ask that you pay this amount in full by {{paymentDeadline}}{{#paymentMethod}}, by {{paymentMethod}}{{/paymentMethod}}.

If I do not receive payment by that date, I intend to file a claim in small claims court to recover the amount owed, together with court costs and any other amounts the law allows. I would prefer to resolve this without going to court, and I am open to discussing it with you before the deadline.

${signOff}`,
  },
  {
    id: 'civil-demand-letter',
    name: 'Demand Letter Before Filing a Civil Claim',
    category: 'Legal',
    subcategory: 'Civil Claims',
    description:
      'A plaintiff’s written demand before going to court: what happened, what you ask for and why, a deadline to respond, and what you will do if there is no answer. Keep it factual and calm; a judge may read it later.',
    variables: [
      ...sender,
      v({ name: 'recipientName', label: 'Recipient name', prefill: 'case.opposingParty', help: 'The person or business you are owed by.' }),
      opt({ name: 'recipientOrganization', label: 'Recipient organization' }),
      v({ name: 'recipientAddress', label: 'Recipient address', multiline: true }),
      v({
        name: 'factsDescription',
        label: 'What happened',
        multiline: true,
        prefill: 'case.claims',
        help: 'The facts in order, with dates: what was agreed or what happened, and what went wrong.',
        placeholder:
          'On March 3, 2026, you agreed in writing to repair the roof of my home at 42 Elm Street for $4,200. I paid you $2,400 in advance. You have not returned to do the work, and you have not answered my calls since April 1.',
      }),
      v({ name: 'amountDemanded', label: 'Amount demanded', prefill: 'case.amountInDispute', placeholder: '$2,400.00' }),
      opt({
        name: 'amountBreakdown',
        label: 'How the amount adds up',
        multiline: true,
        placeholder: 'Advance payment for the roof repair: $2,400.00',
      }),
      opt({
        name: 'actionDemanded',
        label: 'Anything else you ask them to do',
        placeholder: 'return the ladder and tools left at my home',
        help: 'Read as: “I also ask that you …”.',
      }),
      opt({
        name: 'legalBasis',
        label: 'Why you are owed, in plain words',
        multiline: true,
        placeholder: 'You took payment for work you did not do, which breaks our written agreement.',
        help: 'Optional. Plain words are enough; you do not need to cite a law.',
      }),
      opt({
        name: 'evidenceSummary',
        label: 'Records you have kept',
        multiline: true,
        prefill: 'case.evidence',
        placeholder: 'The signed estimate of March 3, my bank statement showing the payment, and our text messages',
      }),
      v({
        name: 'responseDays',
        label: 'Days to respond',
        placeholder: '14',
        help: 'A reasonable time from the date of the letter, for example 14 days.',
      }),
      opt({
        name: 'nextStep',
        label: 'What you will do if there is no answer',
        placeholder: 'file a claim in small claims court',
        help: 'When blank, the letter says you may file a claim in court.',
      }),
      opt({
        name: 'paymentInstructions',
        label: 'How to pay or respond',
        multiline: true,
        placeholder: 'a check or money order payable to Dana Whitfield, mailed to the address above',
        help: 'Read as: “Please send payment by …”.',
      }),
    ],
    template: `${senderBlock}

{{recipientName}}
{{#recipientOrganization}}
{{recipientOrganization}}
{{/recipientOrganization}}
{{recipientAddress}}

RE: Demand for Payment of {{amountDemanded}}

Dear {{recipientName}}:

I am writing to ask you to resolve the following matter before I take it to court.

{{factsDescription}}
{{#legalBasis}}

{{legalBasis}}
{{/legalBasis}}

I demand that you pay me {{amountDemanded}}.{{#actionDemanded}} I also ask that you {{actionDemanded}}.{{/actionDemanded}}
{{#amountBreakdown}}

The amount is made up as follows:

{{amountBreakdown}}
{{/amountBreakdown}}
{{#evidenceSummary}}

I have kept records that support this demand, including:

{{evidenceSummary}}
{{/evidenceSummary}}

Please respond within {{responseDays}} days of the date of this letter. {{#paymentInstructions}}Please send payment by {{paymentInstructions}}.{{/paymentInstructions}}{{^paymentInstructions}}Please send payment, or contact me to discuss this matter, at the address above.{{/paymentInstructions}}{{#senderPhone}} You can reach me at {{senderPhone}}.{{/senderPhone}}{{#senderEmail}} You can write to me at {{senderEmail}}.{{/senderEmail}}

If I do not receive payment or a response by then, I intend to {{#nextStep}}{{nextStep}}{{/nextStep}}{{^nextStep}}file a claim in court{{/nextStep}} without further notice, and to ask for court costs and any other amounts the law allows. I would prefer to resolve this without going to court, and I am open to discussing it with you before the deadline.

I am keeping a copy of this letter.

${signOff}`,
  },
  {
    id: 'small-claims-filing-checklist',
    name: 'Small Claims Preparation Checklist',
    category: 'Legal',
    subcategory: 'Small Claims',
    description:
      'A checklist to fill in and print before you file in small claims court: the limit, the right court, who you sue and where they are served, the demand you sent, your evidence and witnesses, the fee, and the hearing. Rules differ by state and court: check your court’s self-help page.',
    variables: [
      v({ name: 'senderName', label: 'Your name', prefill: 'user.username', help: 'As it will appear on the claim form.' }),
      v({ name: 'date', label: 'Date', prefill: 'today' }),
      ...caseRef,
      v({ name: 'state', label: 'State', prefill: 'case.state', placeholder: 'Illinois' }),
      v({ name: 'claimAmount', label: 'Amount of your claim', prefill: 'case.amountInDispute', placeholder: '$2,400.00' }),
      opt({
        name: 'smallClaimsLimit',
        label: 'Your state’s small claims limit',
        prefill: 'case.smallClaimsLimit',
        placeholder: '$10,000.00',
        help: 'Filled from your case’s analysis when it has one. Confirm it on your court’s self-help page: some courts and kinds of claim have a different limit.',
      }),
      opt({
        name: 'claimSummary',
        label: 'What your claim is about',
        multiline: true,
        prefill: 'case.claims',
      }),
      opt({ name: 'courtName', label: 'Court and county where you will file', placeholder: 'Small Claims, Sangamon County Circuit Court' }),
      v({
        name: 'defendantName',
        label: 'Defendant’s exact legal name',
        prefill: 'case.opposingParty',
        help: 'For a business, the name registered with the state (most Secretary of State offices have a business search), and any name it trades under.',
      }),
      v({ name: 'defendantAddress', label: 'Defendant’s address for service', multiline: true }),
      opt({ name: 'demandLetterDate', label: 'Date your demand letter was sent' }),
      opt({ name: 'demandLetterMethod', label: 'How it was sent', placeholder: 'certified mail, return receipt requested' }),
      opt({
        name: 'evidenceList',
        label: 'Your evidence',
        multiline: true,
        prefill: 'case.evidence',
        placeholder: 'Signed estimate of March 3\nBank statement showing the $2,400 payment\nText messages from March 3 to April 1',
      }),
      opt({ name: 'witnessList', label: 'Your witnesses', multiline: true, prefill: 'case.witnesses' }),
      opt({ name: 'filingFee', label: 'Filing fee', placeholder: '$75.00' }),
      opt({ name: 'hearingDate', label: 'Hearing date, time and courtroom' }),
    ],
    template: `Small Claims Preparation Checklist

Prepared by {{senderName}} on {{date}}{{#caseTitle}} for {{caseTitle}}{{/caseTitle}}{{#caseNumber}} (Case No. {{caseNumber}}){{/caseNumber}}

Small claims rules, limits, forms and fees differ by state and by court. Check each item below against your court’s self-help page or ask the court clerk before you file.

1. The amount and the limit
Your claim: {{claimAmount}}
{{#smallClaimsLimit}}
Small claims limit in {{state}}: {{smallClaimsLimit}} (confirm it on your court’s self-help page)
{{/smallClaimsLimit}}
{{^smallClaimsLimit}}
Small claims limit in {{state}}: ____________ (look it up on your court’s self-help page)
{{/smallClaimsLimit}}
[ ] My claim is at or under the limit, or I understand that in many courts I give up any amount over the limit by filing in small claims.
[ ] I have checked whether my kind of claim has a different limit, or cannot be heard in small claims at all.
[ ] I have checked the deadline for filing this kind of claim (the statute of limitations) and I am within it.
{{#claimSummary}}

What the claim is about:
{{claimSummary}}
{{/claimSummary}}

2. The right court
Court and county: {{#courtName}}{{courtName}}{{/courtName}}{{^courtName}}________________________________{{/courtName}}
[ ] I have confirmed which county or district I may file in (often where the defendant lives or does business, or where the events happened).
[ ] I have the court’s current claim form and its filing instructions.

3. The defendant
Exact legal name: {{defendantName}}
Address for service:
{{defendantAddress}}
[ ] For a business, I checked its registered name and its registered agent for service.
[ ] I know how the court allows the papers to be served (for example, by certified mail, a sheriff or a process server), what that costs, and whether I may deliver them myself (many courts do not allow it).

4. The demand letter
Sent on: {{#demandLetterDate}}{{demandLetterDate}}{{/demandLetterDate}}{{^demandLetterDate}}____________{{/demandLetterDate}}{{#demandLetterMethod}}, by {{demandLetterMethod}}{{/demandLetterMethod}}
[ ] I kept a copy of the letter and proof of sending and delivery.
[ ] I noted any answer or payment received since.

5. Evidence
{{#evidenceList}}
{{evidenceList}}
{{/evidenceList}}
[ ] I have the originals and enough copies of each document and photo for the judge, the defendant and me (the clerk can say how many).
[ ] Photos and messages are printed, dated and in order; I have any receipts, estimates or invoices that prove the amount.

6. Witnesses
{{#witnessList}}
{{witnessList}}
{{/witnessList}}
[ ] Each witness knows the hearing date and has agreed to come, or I have asked the court how to require them to come.
[ ] I have checked whether the court accepts a signed written statement from a witness who cannot come.

7. Filing fee
Fee: {{#filingFee}}{{filingFee}}{{/filingFee}}{{^filingFee}}____________ (from the court’s fee schedule){{/filingFee}}
[ ] I know how the court takes payment, and I have asked about a fee waiver if I cannot afford the fee.

8. The hearing
Date, time and courtroom: {{#hearingDate}}{{hearingDate}}{{/hearingDate}}{{^hearingDate}}____________{{/hearingDate}}
[ ] I have written a short summary of my claim, in order, that I can tell the judge in a few minutes.
[ ] I have a list of the amounts I ask for, with the evidence for each.
[ ] I have checked whether the court offers mediation, an interpreter or a remote hearing, and how to ask for them.
[ ] I will arrive early with my evidence, my copies and my witnesses.`,
  },
  {
    id: 'notice-of-representation-pi',
    name: 'Notice of Representation by a Private Investigator',
    category: 'Investigative',
    subcategory: 'Engagement',
    description:
      'Tells a person or organization that a licensed private investigator has been retained on a matter and asks that related communications go to the investigator. An investigator is not an attorney and gives no legal advice.',
    variables: [
      // The investigator's own details: never the signed-in user's (often the client filling it in for them).
      v({ name: 'senderName', label: 'Investigator name' }),
      v({ name: 'agencyName', label: 'Agency name' }),
      v({ name: 'licenseNumber', label: 'License number' }),
      v({ name: 'licenseState', label: 'Licensing state', placeholder: 'Illinois' }),
      v({ name: 'senderAddress', label: 'Agency address', multiline: true }),
      opt({ name: 'senderEmail', label: 'Email' }),
      opt({ name: 'senderPhone', label: 'Phone' }),
      v({ name: 'date', label: 'Date of the letter', prefill: 'today' }),
      v({ name: 'recipientName', label: 'Recipient name' }),
      opt({ name: 'recipientOrganization', label: 'Recipient organization' }),
      v({ name: 'recipientAddress', label: 'Recipient address', multiline: true }),
      v({ name: 'clientName', label: 'Client name' }),
      v({
        name: 'matterDescription',
        label: 'The matter',
        multiline: true,
        placeholder: 'the circumstances of the fire at 18 Harbor Road on February 2',
      }),
      ...caseRef,
    ],
    template: `{{senderName}}
{{agencyName}}
License No. {{licenseNumber}} ({{licenseState}})
{{senderAddress}}
{{#senderEmail}}
{{senderEmail}}
{{/senderEmail}}
{{#senderPhone}}
{{senderPhone}}
{{/senderPhone}}

{{date}}

{{recipientName}}
{{#recipientOrganization}}
{{recipientOrganization}}
{{/recipientOrganization}}
{{recipientAddress}}

RE: Notice of Engagement of a Private Investigator${caseSuffix}

Dear {{recipientName}}:

This letter is to inform you that {{agencyName}}, a private investigation agency licensed in {{licenseState}} (License No. {{licenseNumber}}), has been retained by {{clientName}} to investigate {{matterDescription}}.

Please direct communications about this investigation to me at the address above. I may contact you to request information or documents; any cooperation you give is voluntary unless required by law or court order.

I am not an attorney, and this letter is not legal advice. If {{clientName}} is represented by counsel, legal matters will be handled by that attorney.

${signOff}
{{agencyName}}`,
  },
];
