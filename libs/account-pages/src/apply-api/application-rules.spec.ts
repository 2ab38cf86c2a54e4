import { openApiApplicationSchema, UPLOAD_MAX_BYTES } from '@brokerage/contracts';
import { checkDocument, emptyValues, toApplication, validateApplication } from './application-rules';

const UUID = '3f6c2a9e-8b1d-4c7e-9a2f-5d4b3c2a1e0f';
const company = {
  ...emptyValues('852'),
  companyName: ' Harbour Robotics Limited ',
  registrationNumber: '71234567',
  contactName: 'Chan Tai Man',
  phoneNumber: '5123 4567',
  email: 'tm.chan@example.com',
  website: 'www.harbour-robotics.example',
  purpose: 'Order routing for our discretionary accounts.',
};

describe('application rules', () => {
  it('builds the body the API schema accepts: trimmed, optional fields left out, the website given a scheme', () => {
    const body = toApplication('company', company, UUID, []);
    expect(body).toMatchObject({ companyName: 'Harbour Robotics Limited', website: 'https://www.harbour-robotics.example', contactTitle: undefined });
    expect(openApiApplicationSchema.safeParse(body).success).toBe(true);
    expect(validateApplication('company', company, [])).toEqual({});
  });

  it('leaves the visitor phone out when it is empty, and checks it against its calling code when given', () => {
    const visitor = { ...emptyValues('852'), name: 'Lee Ka Yan', email: 'ky.lee@example.com', purpose: 'Market data in a spreadsheet for research.' };
    expect(toApplication('visitor', visitor, UUID, [])).not.toHaveProperty('phoneNumber');
    expect(validateApplication('visitor', visitor, [])).toEqual({});
    expect(validateApplication('visitor', { ...visitor, areaCode: '86', phoneNumber: '51234567' }, [])).toEqual({ phoneNumber: { id: 'validation.phone.invalid86' } });
  });

  it('says how short or long a field is, and when there are too many documents', () => {
    const errors = validateApplication('company', { ...company, registrationNumber: '12', contactTitle: 'x'.repeat(101) }, Array.from({ length: 11 }, () => UUID));
    expect(errors).toEqual({
      registrationNumber: { id: 'account.apply.error.tooShort', values: { min: 4 } },
      contactTitle: { id: 'account.apply.error.tooLong', values: { max: 100 } },
      documents: { id: 'account.apply.error.documents', values: { maxFiles: 10 } },
    });
  });

  it.each([
    [{ name: 'id.pdf', type: 'application/pdf', size: 10 }, 0, null],
    [{ name: 'scan.JPG', type: '', size: 10 }, 0, null],
    [{ name: 'notes.txt', type: 'text/plain', size: 10 }, 0, 'type'],
    [{ name: 'fake.pdf', type: 'text/plain', size: 10 }, 0, 'type'],
    [{ name: 'big.png', type: 'image/png', size: UPLOAD_MAX_BYTES + 1 }, 0, 'size'],
    [{ name: 'empty.pdf', type: 'application/pdf', size: 0 }, 0, 'empty'],
    [{ name: 'eleventh.pdf', type: 'application/pdf', size: 10 }, 10, 'cap'],
  ])('checks %o (with %i already uploaded) as %s', (file, uploaded, problem) => {
    expect(checkDocument(file, uploaded)).toBe(problem);
  });
});
