import type { MapPin } from '../map/map-types.ts';
import { flagInfo } from './financial-flag.ts';

/** What a customer brings to a map (docs/domain.md §7): its point, or its city's, or none. */
export type LocatedCustomer = {
  register: string;
  name: string;
  city: string;
  financialFlag: number;
  latitude: number | null;
  longitude: number | null;
  location: 'customer' | 'city' | null;
};

export const customerPoint = (customer: LocatedCustomer) =>
  customer.location === null || customer.latitude === null || customer.longitude === null
    ? null
    : { latitude: customer.latitude, longitude: customer.longitude };

/** A customer's pin, coloured by its financial flag; null when it has no point at all. */
export const customerPin = (customer: LocatedCustomer, label: string): MapPin | null => {
  const point = customerPoint(customer);
  if (!point) return null;
  return {
    id: customer.register,
    ...point,
    color: flagInfo(customer.financialFlag).color,
    label,
    atCityCentre: customer.location === 'city',
    title: label ? `${label}. ${customer.name}` : customer.name,
    city: customer.city,
  };
};

/** The flags present among the customers, in the flags' order, for the map's legend. */
export const flagLegendOf = (customers: readonly LocatedCustomer[]) => {
  const present = new Map<string, { color: string; label: string; flag: number }>();
  for (const customer of customers) {
    const info = flagInfo(customer.financialFlag);
    if (!present.has(info.label)) present.set(info.label, { ...info, flag: customer.financialFlag });
  }
  return [...present.values()].sort((a, b) => a.flag - b.flag);
};
