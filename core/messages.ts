/** The product's texts, word for word from the spec, shared by the browser and the server. */
export const MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  mobileNumberRequired: 'Mobile Number is required',
  referenceNumberRequired: 'Reference Number is required',
  supportingReferenceRequired: 'eWallet Number / Top-up Amount is required',
  invalidMobileNumberFormat: 'Invalid Mobile Number Format',
  invalidMobileNumber: 'Invalid Mobile Number',
  invalidLogin: 'Invalid mobile number or password',
  unauthorizedUser: 'Unauthorized User',
  mobileNumberNotFound: 'Mobile number not found',
  noExactMatches: 'No exact matches found!',
  valueMustBeGreaterThanZero: 'Value must be greater than 0',
  purposeRequired: 'Purpose is required',
  ewalletAccountNotFound: 'Ewallet account not found!',
  ewalletInfoNotFound: 'eWallet info not found!',
  ewalletInfoVerified: 'eWallet info successfully verified',
  noTransmittalEntries: 'No entries found please create new transmittal!',
  // Departments, employees and transmittals (spec sections 4, 5 and 8).
  departmentNameRequired: 'Department Name is Required',
  statusRequired: 'Status is Required',
  firstNameRequired: 'First Name is Required',
  lastNameRequired: 'Last Name is Required',
  positionRequired: 'Position is Required',
  departmentRequired: 'Department is Required',
  ewalletAccountInfoRequired: 'Ewallet Account Info is Required',
  processingDepartmentEntry: 'Processing Department Entry',
  processingEmployeeEntry: 'Processing Employee Entry',
  processingTransmittalEntry: 'Processing Transmittal Entry',
  processingTransmittal: 'Processing Transmittal',
  loadingViewEmployees: 'Loading View Employees',
  loadingViewTransmittal: 'Loading View Transmittal',
  generatingReport: 'Generating Report... Please Wait',
  departmentSaved: 'Department Successfully Saved',
  employeeSaved: 'Employee Successfully Saved',
  transmittalSaveQuestion: 'Would you like to proceed with saving the transmittal transaction?',
  transmittalSaved: 'The transmittal transaction has been saved successfully.',
  transmittalSaveCancelled: 'The transmittal transaction has been cancelled successfully.',
  transmittalApproved: 'Transmittal Successfully Approved',
  transmittalRejected: 'Transmittal Successfully Rejected',
  nothingFollows: '*** Nothing Follows ***',
  topupCancelled: 'Top-up cancelled successfully!',
  // Back office: payment methods, users, journal entries (spec sections 5 and 8).
  paymentMethodNameRequired: 'Payment Method Name is Required',
  // The original showed the name's message on these three (spec section 5); ours names each field.
  minimumAmountRequired: 'Minimum Amount is Required',
  validityDaysRequired: 'Validity (Days) is Required',
  priorityRequired: 'Priority is Required',
  paymentMethodUpdated: 'Payment Method Successfully Updated',
  removeUserQuestion: 'Do you want to remove this user?',
  userAdded: 'User Successfully Added',
  // Not in the spec: adding someone who already had a role changes it only when asked, and says so.
  userRoleChanged: 'User Role Successfully Changed',
  userRemoved: 'User Successfully Removed',
  journalEntryCreated: 'Journal entry created successfully',
  processingUserEntry: 'Processing User Entry',
  // Client-side mapping of failed calls (spec section 8).
  unauthorizedAccess: 'Unauthorized Access to Service',
  unknownError: 'Unknown Error has occured',
  couldNotConnect: 'Could not connect to server',
  somethingWentWrong: 'Something went wrong',
  siteDisabledTitle: "We'll be back soon",
  siteDisabledNotice:
    'We are making the eWallet top-up better for you. Please come back in a little while; your e-wallet and your earlier top-ups are safe.',
} as const;

export function chunkLoadFailedMessage(chunk: string | number): string {
  return `Loading chunk ${chunk} failed`;
}

/** The message after a top-up request is created (spec section 8); `amount` is formatted, e.g. "1,500.00". */
export function topupCreatedMessage(amount: string, method: string, referenceNumber: string): string {
  return `You will be topped up ₱${amount} via ${method}. Your Reference Number is ${referenceNumber}`;
}

/** The message after a card (101) top-up request is created, before the hosted checkout. */
export function cardTopupCreatedMessage(referenceNumber: string): string {
  return `Your Reference Number is ${referenceNumber}. You will be redirected to payment page. Please click OK to continue.`;
}

/** After a Repost of a paid card request (spec section 8). */
export function repostSuccessMessage(referenceNumber: string): string {
  return `Successfully Posted! Transaction Number ${referenceNumber}.`;
}
