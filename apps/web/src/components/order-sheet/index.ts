export { CarBillOfLading, CarCard, CarStatusBadge, carStatusKey, useCarTexts } from './car';
export { Fact } from './fact';
export { SheetContacts } from './sheet-contacts';
export { SheetPlaces } from './sheet-places';
export { SheetRouteMap } from './sheet-route-map';
export { SheetSection } from './sheet-section';
export { vehicleName } from './vehicle-name';
