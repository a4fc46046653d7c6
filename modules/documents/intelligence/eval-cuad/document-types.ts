// Gold document types for ../shared/fixtures/cuad-dev: CUAD's "Document Name" annotation of each
// contract, mapped by hand to a name in the engine's stated list (DOCUMENT_TYPES in
// ../offline/classify.ts, plus 'Agreement' for a contract whose name gives no kind). The rule:
//   1. the kind the name's head noun names ("Trademark License Agreement" → License Agreement;
//      "Cooperation" is Collaboration, "Distribution" is Distributor, as in the engine's word lists);
//   2. "Services" as head yields to a kind that qualifies it ("Transportation Services
//      Agreement" → Transportation Agreement), as the engine's own rule says;
//   3. where the name joins two kinds ("Marketing and Reseller Agreement"), CUAD's category (the
//      folder the Atticus lawyers filed the contract under, in manifest.json's pdfSource) picks;
//   4. a name that names no kind in the list ("Joint Filing Agreement") is 'Agreement'.
// Written from the annotations in manifest.json only, not from the contracts' text; it covers the
// test part too, since CUAD labelled it. `name` and `category` are kept for the reader.

export const CUAD_DOCUMENT_TYPES: Record<string, { name: string; category: string; type: string }> = {
  c01: { name: 'ADDENDUM TO ZEBRA® PARTNERCONNECT DISTRIBUTOR AGREEMENT', category: 'Distributor', type: 'Distributor Agreement' },
  c02: { name: 'Cooperation Agreement', category: 'Collaboration', type: 'Collaboration Agreement' },
  c03: { name: 'EXCLUSIVE DISTRIBUTOR AGREEMENT', category: 'Distributor', type: 'Distributor Agreement' },
  c04: { name: 'AGENCY AGREEMENT', category: 'Agency Agreements', type: 'Agency Agreement' },
  c05: { name: 'COOPERATION AGREEMENT', category: 'Collaboration', type: 'Collaboration Agreement' },
  c06: { name: 'SPONSORSHIP AGREEMENT', category: 'Sponsorship', type: 'Sponsorship Agreement' },
  c07: { name: 'NON-EXCLUSIVE LICENSE AGREEMENT- FOR SALES', category: 'License_Agreements', type: 'License Agreement' },
  c08: { name: 'FLEET MAINTENANCE AGREEMENT', category: 'Maintenance', type: 'Maintenance Agreement' },
  c09: { name: 'DISTRIBUTION AND SERVICES AGREEMENT', category: 'Service', type: 'Service Agreement' },
  c10: { name: 'FRANCHISE AGREEMENT', category: 'Franchise', type: 'Franchise Agreement' },
  c11: { name: 'HOSTING AGREEMENT', category: 'Hosting', type: 'Hosting Agreement' },
  c12: { name: 'e-business Hosting Agreement', category: 'Hosting', type: 'Hosting Agreement' },
  c13: { name: 'Reseller Agreement', category: 'Reseller', type: 'Reseller Agreement' },
  c14: { name: 'TURN - KEY MANUFACTURING AGREEMENT', category: 'Manufacturing', type: 'Manufacturing Agreement' },
  c15: { name: 'DISTRIBUTOR AGREEMENT', category: 'Distributor', type: 'Distributor Agreement' },
  c16: { name: 'Intellectual Property Agreement', category: 'IP', type: 'IP Agreement' },
  c17: { name: 'MASTER SUPPLY AGREEMENT', category: 'Supply', type: 'Supply Agreement' },
  c18: { name: 'INTELLECTUAL PROPERTY AGREEMENT', category: 'IP', type: 'IP Agreement' },
  c19: { name: 'STRATEGIC ALLIANCE AGREEMENT', category: 'Strategic Alliance', type: 'Strategic Alliance Agreement' },
  c20: { name: 'SPONSORSHIP AGREEMENT', category: 'Sponsorship', type: 'Sponsorship Agreement' },
  c21: { name: 'Supply Agreement', category: 'Supply', type: 'Supply Agreement' },
  c22: { name: 'SERVICE AGREEMENT', category: 'Service', type: 'Service Agreement' },
  c23: { name: 'Promotion and Distribution Agreement', category: 'Promotion', type: 'Promotion Agreement' },
  c24: { name: 'MARKETING AND RESELLER AGREEMENT', category: 'Marketing', type: 'Marketing Agreement' },
  c25: { name: 'ENDORSEMENT', category: 'Endorsement', type: 'Endorsement Agreement' },
  c26: { name: 'SPONSORSHIP AGREEMENT', category: 'Sponsorship', type: 'Sponsorship Agreement' },
  c27: { name: 'RESELLER AGREEMENT', category: 'Reseller', type: 'Reseller Agreement' },
  c28: { name: 'JOINT DEVELOPMENT AGREEMENT', category: 'Development', type: 'Development Agreement' },
  c29: { name: 'Promotion Agreement', category: 'Promotion', type: 'Promotion Agreement' },
  c30: { name: 'SPONSORSHIP AND SERVICES AGREEMENT', category: 'Service', type: 'Service Agreement' },
  c31: { name: 'WALABOT-HOME RESELLER AGREEMENT', category: 'Reseller', type: 'Reseller Agreement' },
  c32: { name: 'Distribution Agreement', category: 'Reseller', type: 'Distributor Agreement' },
  c33: { name: 'OUTSOURCING AGREEMENT', category: 'Outsourcing', type: 'Outsourcing Agreement' },
  c34: { name: 'License and Hosting Agreement', category: 'Hosting', type: 'Hosting Agreement' },
  c35: {
    name: 'Intellectual Property Rights Confidentiality and Non-Use Obligations Agreement',
    category: 'Endorsement',
    type: 'IP Agreement',
  },
  c36: { name: 'OPERATIONS AND MAINTENANCE AGREEMENT', category: 'Maintenance', type: 'Maintenance Agreement' },
  c37: { name: 'Strategic Alliance Agreement', category: 'Strategic Alliance', type: 'Strategic Alliance Agreement' },
  c38: { name: 'Sponsorship Agreement', category: 'Sponsorship', type: 'Sponsorship Agreement' },
  c39: { name: 'Maintenance and support contract', category: 'Maintenance', type: 'Maintenance Agreement' },
  c40: { name: 'FRANCHISE AGREEMENT', category: 'Franchise', type: 'Franchise Agreement' },
  c41: {
    name: 'Collaborative Development and Commercialization Agreement',
    category: 'Development',
    type: 'Development Agreement',
  },
  c42: { name: 'BUSINESS DEVELOPMENT AGREEMENT', category: 'Development', type: 'Development Agreement' },
  c43: { name: 'SERVICES AGREEMENT', category: 'Service', type: 'Service Agreement' },
  c44: { name: 'CORPORATE SPONSORSHIP AGREEMENT', category: 'Sponsorship', type: 'Sponsorship Agreement' },
  c45: { name: 'DISTRIBUTOR AGREEMENT', category: 'Distributor', type: 'Distributor Agreement' },
  c46: {
    name: 'MANUFACTURING AND SUPPLY AGREEMENT (DA-9801 Licensed Products)',
    category: 'Manufacturing',
    type: 'Manufacturing Agreement',
  },
  c47: { name: 'CHASE AFFILIATE AGREEMENT', category: 'Affiliate_Agreements', type: 'Affiliate Agreement' },
  c48: { name: 'TRADEMARK LICENSE AGREEMENT', category: 'License_Agreements', type: 'License Agreement' },
  c49: { name: 'CONSULTING AGREEMENT', category: 'Consulting Agreements', type: 'Consulting Agreement' },
  c50: { name: 'SPONSORSHIP AGREEMENT', category: 'Sponsorship', type: 'Sponsorship Agreement' },
  c51: { name: 'SERVICE AGREEMENT', category: 'Service', type: 'Service Agreement' },
  c52: { name: 'SUPPLY AGREEMENT', category: 'Supply', type: 'Supply Agreement' },
  c53: { name: 'JACKSONVILLE JAGUARS SPONSORSHIP AGREEMENT', category: 'Sponsorship', type: 'Sponsorship Agreement' },
  c54: { name: 'WEBSITE CONTENT LICENSE AGREEMENT', category: 'License_Agreements', type: 'License Agreement' },
  c55: { name: 'OPERATIONS AND MAINTENANCE AGREEMENT', category: 'Maintenance', type: 'Maintenance Agreement' },
  c56: { name: 'COLLABORATION AGREEMENT', category: 'Collaboration', type: 'Collaboration Agreement' },
  c57: { name: 'License and Development Agreement', category: 'Development', type: 'Development Agreement' },
  c58: { name: 'TRANSPORTATION SERVICES AGREEMENT', category: 'Transportation', type: 'Transportation Agreement' },
  c59: { name: 'JOINT FILING AGREEMENT', category: 'Joint Venture _ Filing', type: 'Agreement' },
  c60: { name: 'PROMOTION AGREEMENT', category: 'Promotion', type: 'Promotion Agreement' },
};
