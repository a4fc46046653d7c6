// The domain side of the gate (domain-gate.ts), beyond the knowledge base and the state tables:
// the vocabulary of the field an investigations assistant serves — courts and civil procedure,
// criminal procedure, family law, landlord and tenant, employment, consumer fraud and identity
// theft, records and privacy, evidence, surveillance, investigation, personal safety. It is domain
// knowledge (a glossary of the field, as any legal dictionary lists it), written for Casebook; it
// names subjects, not questions, so a subject the knowledge base has no section for is still
// recognised as ours and answered with general guidance instead of being declined.
const TERMS = `
law legal illegal unlawful lawful legality statute statutory ordinance regulation code section act rights right liable liability
lawyer attorney counsel paralegal legal-aid public-defender prosecutor district-attorney solicitor bar-association pro-bono
court courthouse courtroom clerk judge magistrate commissioner bailiff jury juror docket calendar hearing trial bench
lawsuit sue suing sued plaintiff defendant petitioner respondent party litigant pro-se self-represented complaint petition
summons served service process-server serve-papers substituted-service service-by-publication certified-mail proof-of-service
answer response default default-judgment motion dismiss dismissal continuance appeal appellate filing fee waiver form
small-claims claim claimant counterclaim judgment creditor debtor garnishment levy lien collection satisfy enforce
subpoena deposition discovery interrogatories admissions affidavit declaration sworn testimony witness perjury oath notary
evidence proof exhibit admissible admissibility hearsay authenticate authentication chain-of-custody foundation metadata
mediation arbitration settlement negotiate demand-letter breach contract damages compensation restitution refund dispute
jurisdiction venue out-of-state interstate long-arm domicile residence county district federal state
statute-of-limitations deadline limitation tolling
civil criminal misdemeanor felony infraction citation ticket charge charged charges indictment arraignment plea bail bond
press-charges drop-charges file-charges pending-charges replevin conversion personal-property return-of-property
arrest arrested booking mugshot custody detained detention jail prison inmate probation parole sentence conviction convicted
acquitted acquittal expunge expungement expunged seal sealing sealed record criminal-record pardon set-aside clean-slate
police officer sheriff deputy detective law-enforcement report police-report case-number incident-report complaint
investigate investigation investigator private-investigator pi private-detective licensed license licensing agency
surveillance surveil stakeout tail follow followed following tracking tracker gps airtag locate location whereabouts
skip-trace skip-tracing locate-someone find-someone missing missing-person runaway welfare-check last-known-address
background-check background screening vetting due-diligence verify verification reference fcra consumer-report
public-records records foia open-records vital-records birth-certificate death-record property-records court-records
identity-theft identity stolen-identity fraud fraudulent scam scammer phishing impersonation impersonate forged forgery
credit-report credit-freeze fraud-alert ftc identitytheft-gov social-security-number ssn medical-identity-theft insurance-claim
embezzle embezzlement theft steal stealing stolen shoplifting shrinkage inventory till cash-register larceny burglary robbery
employee employer workplace hr human-resources termination fired wrongful-termination discrimination retaliation whistleblower
harassment harass harassed stalking stalk stalker cyberstalking threat threaten threatened threatening intimidation menacing
assault battery abuse abuser abusive domestic-violence coercive-control victim survivor advocate hotline shelter safety-plan
protective-order restraining-order protection-order no-contact-order order-of-protection injunction violation violate
custody visitation parenting-plan child-support alimony divorce separation spouse marital guardian guardianship adoption paternity
landlord tenant lease rental eviction evict security-deposit habitable repairs entry notice privacy quiet-enjoyment
privacy invasion-of-privacy expectation-of-privacy consent one-party all-party recording eavesdrop eavesdropping wiretap
hidden-camera spy-camera nanny-cam camera video audio footage cctv doorbell dashcam dash-cam bodycam security-camera
filming film videotape photograph public-place private-property trespass trespassing first-amendment press
defamation libel slander reputation false-statement anonymous anonymous-account unmask doe-subpoena platform takedown
doxxing doxx swatting sextortion revenge-porn nonconsensual-images blackmail extortion
spyware stalkerware hacked hacking account-access password phone-monitoring forensic forensics digital-forensics data
insurance-fraud workers-compensation workers-comp disability malingering adjuster claim-denied surveillance-video
infidelity cheating adultery affair unfaithful asset hidden-assets asset-search bank-records subpoena-records
elder-abuse exploitation financial-abuse caregiver power-of-attorney conservatorship adult-protective-services
retainer hourly-rate invoice cost fee quote estimate deliverable report-findings confidential confidentiality privilege
notarize notarized certified-copy transcript docket-number case-file court-order order decree ruling verdict
small-claims-court magistrate-court justice-court district-court superior-court family-court probate-court
dui dwi owi drunk-driving impaired license-suspension traffic-court hit-and-run accident collision uninsured-motorist
llc corporation registered-agent secretary-of-state business-filing beneficial-owner shell-company
indecent-exposure lewd voyeurism peeping upskirt sexual-assault sexual-harassment grooming predator child-exploitation
parental-kidnapping custodial-interference parenting-time visitation-denied contempt modification emergency-custody
debt-collector debt-validation fdcpa collections garnish wage-garnishment repossession foreclosure
drone trespass nuisance neighbor-dispute property-line easement harassment-order peace-order
warrant search-and-seizure fourth-amendment miranda interrogation lineup discovery-request public-defender
personal-injury negligence premises-liability slip-and-fall wrongful-death malpractice claim-adjuster
`;

/** The field's words, as text for the gate's domain counts (hyphenated terms become their words). */
export const LEGAL_VOCABULARY: string = TERMS.replace(/-/g, ' ');

// What people ask in the field, in their own register, one subject each — written for Casebook
// across the field's subjects (not from the question bank), so the gate knows how a question about
// them sounds as well as how the knowledge base writes about them.
export const DOMAIN_LINES: readonly string[] = `
how do I get my criminal record expunged or sealed
can a misdemeanor conviction be cleared from my record
how do I find out if someone has a warrant
how do I look up court cases under my name
someone opened credit cards in my name what do I do
my social security number was used to file taxes
a hospital bill came for treatment I never got
how do I freeze my credit after a data breach
can I sue someone who lives in another state in small claims
I was served with small claims papers what happens next
how do I respond to a lawsuit I think is wrong
the defendant keeps avoiding the process server
how do I serve papers on someone who is hiding
can my landlord put a camera facing my apartment door
can my landlord enter my apartment without notice
is it legal for a store to stop me from filming
can I film police officers in public
can a private business make me stop recording video
my employee is stealing from the register how do I prove it
we think someone on staff is stealing inventory from the warehouse
how do I find a relative I lost touch with years ago
how do I check if a missing family member is in jail or a hospital
how do I find out who is behind an anonymous account posting lies about me
can I sue for defamation over a fake review
how do I find someone's current address to serve them
how much does a private investigator charge
how do I check that an investigator is licensed
is it worth hiring a private investigator
what does a private investigator legally do
how do I save text messages as evidence for court
how do I preserve dash cam footage after an accident
how do I get a copy of a police report
someone keeps following me and I am scared
my ex keeps showing up at my work and threatening me
he threatened to kill me what should I do
he controls my money and checks my phone is that abuse
I found a tracker on my car
my partner put spyware on my phone
how do I get a restraining order
can I record a phone call without telling the other person
is it legal to put a gps tracker on my spouse's car
how do I prove my spouse is hiding assets in a divorce
how do I get evidence for a custody case
what happens at an arraignment
do I have to talk to the police
the insurance company hired someone to watch me
how do I report insurance fraud
how do I report workers comp fraud
a scammer took my money how do I get it back
how do I report elder financial abuse
can my boss read my work email
how do I file a complaint against my employer
what is the statute of limitations for suing
how do I collect a judgment the other side will not pay
how do I subpoena records for my case
what is discovery in a lawsuit
how do I run a background check on a tenant
how do I find out who owns a property
how do I remove my information from people search sites
someone posted my home address online
a stranger sent me threatening messages online
how do I know if someone hacked my email
how do I get surveillance video from a store after an incident
a neighbor's camera points into my backyard
is it legal to have a hidden camera in my own home
can I use a nanny cam to watch the babysitter
how do I check a rental for hidden cameras
my ex will not bring the kids back after his visitation weekend
the other parent keeps denying me my court ordered parenting time
can I get a dui or dwi sealed or expunged
I was arrested for drunk driving what happens at the first court date
how do I find out who owns a company or an llc
how do I find the registered agent to serve a business
someone hit my car in a parking lot and drove away
I was in a hit and run what should I do
a man exposed himself to me in public should I report it
my child is being groomed by an adult online
an adult is sending my teenager messages and asking for photos
someone keeps leaving things on my doorstep and it scares me
my neighbor flies a drone over my yard and films us
a debt collector says I owe money I never borrowed
my landlord is keeping my security deposit for no reason
I was fired right after I reported my employer
can police search my car or phone without a warrant
someone hacked my account and is scamming my friends
my sibling is taking money from our parent's account
how do I get proof for my divorce lawyer
how do I get a copy of the accident report and the other driver's insurance
my coworker keeps making sexual comments and HR does nothing
my manager screams at me in front of customers, is that a hostile workplace
I was written up for something I did not do, how do I prove it
my employer did not pay my overtime or my last paycheck
can my job make me take a drug test after an accident
a former employee is badmouthing our company online
we caught a cashier voiding sales and pocketing the cash
someone on the night shift is taking tools from the job site
how do I investigate a complaint against a supervisor fairly
my credit card was charged for things I never bought
my debit card was skimmed at an atm and the bank will not refund me
a company keeps billing me after I cancelled, how do I dispute it
my wallet and id were stolen, how do I protect my credit
someone used my name to rent an apartment
a scammer pretending to be from the bank got my login
I sent money by zelle to a fake seller, can I get it back
my grandmother got a call saying her grandson was in jail and needed bail money
a fake job offer asked me to deposit a check and send some back
my elderly mother was talked into signing over her house
my dad's new caregiver is writing checks to herself
the nursing home will not explain my mother's injuries
my aunt with dementia is being pressured by a relative to change her will
how do I contest a will I think was signed under pressure
my brother took everything from dad's house before the estate was settled
my landlord shut off my heat to force me out
my landlord keeps my deposit and says the carpet was ruined
a tenant stopped paying and changed the locks
my roommate stole my things and moved out
the neighbor's tree fell on my car, who pays
my neighbor built a fence on my side of the property line
my neighbor's dog bit my child
the hoa says I cannot have a camera over my garage
someone keyed my car and slashed my tires in the parking lot
my house was broken into and the police have no leads
my bike was stolen from my porch and I have the video
my car was towed from my own parking spot
a contractor did shoddy work and will not fix it
the mechanic kept my car and charged more than he quoted
the dealer sold me a car with a rolled back odometer
the seller hid water damage in the house I bought
I bought a puppy online and it never arrived
my teenage son was arrested at school
my kid was suspended for a fight and the school will not show me the video
an adult coach is messaging my daughter privately
my child's other parent moved away with her without telling me
my ex is not following the custody schedule
my ex is hiding income so he pays less support
can I get full custody if the other parent drinks
my ex is bad mouthing me to our children
grandparents visitation rights after a divorce
my wife emptied our joint bank account before filing for divorce
my husband has a secret credit card and a second phone
I found messages on my girlfriend's tablet from another man
my fiance says he was never married but I am not sure
how do I check if someone is really a veteran or in the military
how do I verify that the man I met online is who he says he is
my online girlfriend asks for gift cards for her visa
a match from a dating app wants me to invest in crypto
how do I find someone's current phone number and address
how do I find where someone works so I can garnish wages
how do I locate a witness who moved away
how do I find my biological mother through adoption records
my sister has not answered her phone in a week and her apartment is dark
how do I report an adult missing and what will police do
my teen ran away with her boyfriend
how do I find out if someone is in jail or prison
how do I look up someone's arrest record or mugshot
how do I find out if someone has a restraining order against them
how do I get my own criminal record and background report
my background check shows a case that was dismissed
will a dui show up on a job background check
how do I get a juvenile record sealed
how do I get a pardon or a certificate of rehabilitation
how do I find divorce, marriage or bankruptcy records for someone
how do I find out who owns a car from the license plate
how do I find out who owns a building or a piece of land
who is behind this company, how do I find the owners
how do I check a contractor's license and complaints
how do I verify a doctor's or nurse's license
how do I check if an investigator or security guard is licensed
how much does a background investigation cost
how much does it cost to have someone followed for a week
what is a retainer and do I get unused money back
can a private investigator find hidden bank accounts
can a PI get phone records or text messages
can a private eye follow someone into a store
what should I ask before hiring a detective agency
how do I get video from a bus, a store, or a traffic camera after an incident
how long do businesses keep security camera footage
how do I preserve text messages, voicemails and photos for court
how do I prove a screenshot is real
can I use a recording I made without consent in court
what is chain of custody and why does it matter for my evidence
how do I get dash cam video to the insurance company
how do I authenticate social media posts as evidence
my phone was wiped, can deleted messages be recovered
I think my phone is bugged or tapped
there is an app on my phone I did not install, is it spyware
someone logged into my email from another state
my ex knows things I only said on the phone
someone vandalized my house and wrote threats on the garage
someone keeps calling me from private numbers in the middle of the night
a coworker is following me home after work
a former client keeps showing up at my office
someone is sending me letters at my new address that only my ex knew
I am being harassed by a group online after a video went viral
someone made a fake account with my name and photos
someone posted my private photos without consent
someone took a video of me in a changing room
a stranger photographed my children at the playground
a man keeps sitting in his car outside my apartment
my former partner said he will ruin my life
my son's father threatened to take him and disappear
my adult son is violent and I am afraid of him
my brother in law keeps coming to our house drunk and yelling
my girlfriend hit me and I am a man, can I get a protective order
how long does a protective order last and can it be extended
what happens if someone violates a no contact order
how do I serve a restraining order on someone
do I have to go to court if I was served with an order
I was arrested and released, what happens next
do I have to talk to a detective who calls me
police want to search my phone, can I say no
police took my property as evidence, how do I get it back
the officer was rude and took my license, how do I complain
how do I get body camera footage of my arrest
can I be charged for filming police
I am a witness to a crime and afraid to testify
I got a subpoena to testify, what do I do
how do I get a lawyer if I cannot afford one
what is the difference between probation and parole
what is a plea deal and should I take it
how do I find out my court date
how do I respond to a lawsuit served on me
the deadline to answer a summons passed, what now
how do I file a small claims case online
how do I collect money after I win in small claims
the person who owes me money moved out of state
can I sue someone for a bad online review about me
someone is spreading lies about me to my employer
the insurance adjuster says I am faking my injury
the insurance company is following me and filming me
my claim was denied as fraud
a patient is faking an injury to sue our clinic
a customer staged a slip and fall in our store
someone filed a false police report about me
someone accused me of stealing at work
my boss wants me to sign a statement admitting to theft
is it legal to record my boss yelling at me
is it legal to put a camera in my own bedroom to catch a thief
is it legal to track my wife's car if it is in my name
can my parents track my location at 18
can my school search my phone
`
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);
