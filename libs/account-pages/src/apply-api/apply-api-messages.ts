import type { MessageDescriptor } from '@lingui/core';

/** Texts of the open-API application forms (catalog `account-apply`). */
export const applyMessages = {
  titlePersonal: /*i18n*/ { id: 'account.apply.title.personal', message: 'Open API application for individuals' },
  titleCompany: /*i18n*/ { id: 'account.apply.title.company', message: 'Open API application for companies' },
  titleVisitor: /*i18n*/ { id: 'account.apply.title.visitor', message: 'Open API enquiry' },
  leadPersonal: /*i18n*/ {
    id: 'account.apply.lead.personal',
    message: 'Tell us who you are and how you will use the Open API.',
  },
  leadCompany: /*i18n*/ {
    id: 'account.apply.lead.company',
    message: 'Tell us about your company and how it will use the Open API.',
  },
  leadVisitor: /*i18n*/ {
    id: 'account.apply.lead.visitor',
    message: 'No account yet? Leave your details and what you would like to build, and our Open API team will contact you.',
  },
  loginNeeded: /*i18n*/ {
    id: 'account.apply.loginNeeded',
    message: 'Please log in first: the application is linked to your account, and we fill in the details we already have.',
  },
  login: /*i18n*/ { id: 'account.apply.login', message: 'Log in' },
  asVisitor: /*i18n*/ { id: 'account.apply.asVisitor', message: 'No account? Send an enquiry instead' },
  latestSubmitted: /*i18n*/ {
    id: 'account.apply.latestSubmitted',
    message: 'You sent an application on {date}; it is under review. Sending this form starts a new application.',
  },
  prefillUnavailable: /*i18n*/ {
    id: 'account.apply.prefillUnavailable',
    message: 'We could not fill in your details just now. Please enter them below.',
  },

  steps: /*i18n*/ { id: 'account.apply.steps', message: 'Application steps' },
  stepDetails: /*i18n*/ { id: 'account.apply.step.details', message: 'Your details' },
  stepReview: /*i18n*/ { id: 'account.apply.step.review', message: 'Review' },
  stepDone: /*i18n*/ { id: 'account.apply.step.done', message: 'Sent' },
  requiredNote: /*i18n*/ { id: 'account.apply.requiredNote', message: 'Fields marked * are required.' },
  optional: /*i18n*/ { id: 'account.apply.optional', message: 'optional' },

  sectionApplicant: /*i18n*/ { id: 'account.apply.section.applicant', message: 'Applicant' },
  sectionCompany: /*i18n*/ { id: 'account.apply.section.company', message: 'Company' },
  sectionContact: /*i18n*/ { id: 'account.apply.section.contact', message: 'Contact person' },
  sectionUse: /*i18n*/ { id: 'account.apply.section.use', message: 'How you will use the API' },
  sectionDocuments: /*i18n*/ { id: 'account.apply.section.documents', message: 'Supporting documents' },

  name: /*i18n*/ { id: 'account.apply.field.name', message: 'Full name' },
  companyName: /*i18n*/ { id: 'account.apply.field.companyName', message: 'Registered company name' },
  registrationNumber: /*i18n*/ { id: 'account.apply.field.registrationNumber', message: 'Business registration number' },
  contactName: /*i18n*/ { id: 'account.apply.field.contactName', message: 'Contact name' },
  contactTitle: /*i18n*/ { id: 'account.apply.field.contactTitle', message: 'Job title' },
  areaCode: /*i18n*/ { id: 'account.apply.field.areaCode', message: 'Country or region code' },
  phoneNumber: /*i18n*/ { id: 'account.apply.field.phoneNumber', message: 'Mobile number' },
  email: /*i18n*/ { id: 'account.apply.field.email', message: 'E-mail' },
  website: /*i18n*/ { id: 'account.apply.field.website', message: 'Company website' },
  purpose: /*i18n*/ { id: 'account.apply.field.purpose', message: 'What will you build with the API?' },
  purposeHint: /*i18n*/ {
    id: 'account.apply.field.purposeHint',
    message: 'For example: a trading tool for my own account, market data in a spreadsheet, order routing for our clients.',
  },

  documentsHint: /*i18n*/ {
    id: 'account.apply.documents.hint',
    message: 'PDF, JPG or PNG, up to {maxMb} MB each, at most {maxFiles} files. Individuals: an identity document; companies: the business registration certificate.',
  },
  chooseFiles: /*i18n*/ { id: 'account.apply.documents.choose', message: 'Add documents' },
  uploading: /*i18n*/ { id: 'account.apply.documents.uploading', message: 'Uploading {percent}%' },
  uploadProgress: /*i18n*/ { id: 'account.apply.documents.progress', message: 'Upload of {name}' },
  uploaded: /*i18n*/ { id: 'account.apply.documents.uploaded', message: 'Uploaded' },
  remove: /*i18n*/ { id: 'account.apply.documents.remove', message: 'Remove {name}' },
  noDocuments: /*i18n*/ { id: 'account.apply.documents.none', message: 'No documents' },
  waitForUploads: /*i18n*/ { id: 'account.apply.documents.wait', message: 'Please wait until your documents have finished uploading.' },

  continue: /*i18n*/ { id: 'account.apply.continue', message: 'Continue to review' },
  errorSummary: /*i18n*/ { id: 'account.apply.errorSummary', message: 'Please check the fields marked below.' },

  reviewHeading: /*i18n*/ { id: 'account.apply.review.heading', message: 'Check your application' },
  reviewText: /*i18n*/ { id: 'account.apply.review.text', message: 'This is what we will send. Go back to change anything.' },
  edit: /*i18n*/ { id: 'account.apply.review.edit', message: 'Edit details' },
  submit: /*i18n*/ { id: 'account.apply.submit', message: 'Send application' },
  submitting: /*i18n*/ { id: 'account.apply.submitting', message: 'Sending…' },
  notGiven: /*i18n*/ { id: 'account.apply.notGiven', message: 'Not given' },

  successHeading: /*i18n*/ { id: 'account.apply.success.heading', message: 'Application sent' },
  successText: /*i18n*/ {
    id: 'account.apply.success.text',
    message: 'Thank you. We will contact you by e-mail at {email}.',
  },
  successStatus: /*i18n*/ { id: 'account.apply.success.status', message: 'See your applications' },
  successLanding: /*i18n*/ { id: 'account.apply.success.landing', message: 'Back to Open API' },

  failedLogin: /*i18n*/ {
    id: 'account.apply.failed.login',
    message: 'Your session has ended. Log in again and send the application: everything you entered is still here.',
  },
  failedInvalid: /*i18n*/ { id: 'account.apply.failed.invalid', message: 'Some details need another look. Please check the fields marked in the form.' },
  failedDocuments: /*i18n*/ {
    id: 'account.apply.failed.documents',
    message: 'One of your documents could not be found any more. Please remove it, upload it again and send the application.',
  },
  failedBusy: /*i18n*/ { id: 'account.apply.failed.busy', message: 'Too many applications were started from your network. Please try again in an hour.' },
  failedUnavailable: /*i18n*/ {
    id: 'account.apply.failed.unavailable',
    message: 'Your application could not be sent just now. Nothing you entered is lost: please try again in a moment.',
  },

  // Field errors (the schema's rules, worded for the form).
  errorRequired: /*i18n*/ { id: 'account.apply.error.required', message: 'Please fill in this field' },
  errorTooShort: /*i18n*/ { id: 'account.apply.error.tooShort', message: 'Please enter at least {min} characters' },
  errorTooLong: /*i18n*/ { id: 'account.apply.error.tooLong', message: 'Please use at most {max} characters' },
  errorPurpose: /*i18n*/ {
    id: 'account.apply.error.purpose',
    message: 'Describe in a sentence or two how you will use the API (at least {min} characters).',
  },
  errorWebsite: /*i18n*/ { id: 'account.apply.error.website', message: 'Please enter a web address such as www.example.com' },
  errorDocuments: /*i18n*/ { id: 'account.apply.error.documents', message: 'An application can have at most {maxFiles} documents.' },
  errorInvalid: /*i18n*/ { id: 'account.apply.error.invalid', message: 'Please check this field' },

  // Refused documents.
  fileType: /*i18n*/ { id: 'account.apply.file.type', message: '{name}: only PDF, JPG and PNG files can be uploaded.' },
  fileSize: /*i18n*/ { id: 'account.apply.file.size', message: '{name} is larger than {maxMb} MB.' },
  fileEmpty: /*i18n*/ { id: 'account.apply.file.empty', message: '{name} is empty.' },
  fileCap: /*i18n*/ { id: 'account.apply.file.cap', message: '{name}: an application can have at most {maxFiles} documents.' },
  fileLogin: /*i18n*/ { id: 'account.apply.file.login', message: '{name}: your session has ended. Please log in again and add it once more.' },
  fileFailed: /*i18n*/ { id: 'account.apply.file.failed', message: '{name} could not be uploaded. Please try again.' },
} satisfies Record<string, MessageDescriptor>;
