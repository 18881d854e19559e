import { describe, expect, it } from 'vitest';
import { analyze } from '../analysis';
import { fieldKeys, jsonShape } from './schema';

describe('fieldKeys', () => {
  it('turns the fields the user lists into JSON keys', () => {
    expect(
      fieldKeys('extract the invoice number, supplier, total amount and due date from these invoices'),
    ).toEqual(['invoice_number', 'supplier', 'total_amount', 'due_date']);
  });
  it('stops at "as JSON" when no source is named', () => {
    expect(fieldKeys('pull out name, seat and meal choice as JSON')).toEqual(['name', 'seat', 'meal_choice']);
  });
  it('gives up on anything that is not a short list of fields', () => {
    expect(fieldKeys('get me something nice from the bakery')).toBeNull();
  });
});

describe('jsonShape', () => {
  it('names one object per email when several emails are pasted', () => {
    const rough = [
      'Extract the sender, the product and the quantity from these two emails as JSON.',
      '',
      'Email 1:',
      'From: ana@example.com',
      'Subject: order',
      '',
      'Hi, I would like 3 oak chairs. Thanks, Ana',
      '',
      'Email 2:',
      'From: bo@example.com',
      'Subject: order',
      '',
      'Hello, 2 pine tables please. Bo',
    ].join('\n');
    expect(jsonShape(analyze(rough))).toBe(
      'A JSON array with one object per email and exactly these keys: sender, product, quantity.',
    );
  });
  it('says nothing when no JSON was asked for', () => {
    expect(
      jsonShape(analyze('Extract the sender and the product from this email: Hi, 3 chairs please. Ana')),
    ).toBeNull();
  });
});
