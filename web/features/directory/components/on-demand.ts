// What Find My PI and the dashboard's 'PI Inquiries' load only when it is shown: a PI's reviews
// (with the review form) and an inquiry's consultation (with antd's DatePicker and dayjs). One
// chunk for all of it: split, each would carve antd's input and form code into smaller shared
// chunks that every page then loads (docs/decisions/0014-web-bundle.md, 0015).
export { default as PiReviews } from './pi-reviews';
export { ConsultationPanel } from './consultation';
