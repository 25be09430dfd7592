/**
 * The vehicle catalogue: makes and models sold in Canada with the model years they were offered, curated by
 * hand from the NHTSA vPIC make/model lists (see docs/decisions/015). A model without an end year is still
 * sold. `t` is the car type (spec enumeration: 1 sedan, 2 van, 3 suv, 4 suv xl, 5 pickup, 6 hd pickup,
 * 7 commercial) used when a VIN names the model.
 */
export type CatalogueModel = readonly [name: string, from: number, to: number | null, type: number];

export const CATALOGUE: Readonly<Record<string, readonly CatalogueModel[]>> = {
  Acura: [['ILX', 2013, 2022, 1], ['Integra', 1986, null, 1], ['MDX', 2001, null, 3], ['RDX', 2007, null, 3], ['TLX', 2015, null, 1], ['TSX', 2004, 2014, 1]],
  'Alfa Romeo': [['Giulia', 2017, null, 1], ['Stelvio', 2018, null, 3], ['Tonale', 2023, null, 3]],
  Audi: [['A3', 2006, null, 1], ['A4', 1996, null, 1], ['A5', 2008, null, 1], ['A6', 1995, null, 1], ['Q3', 2015, null, 3], ['Q5', 2009, null, 3], ['Q7', 2007, null, 4], ['e-tron', 2019, null, 3]],
  BMW: [['3 Series', 1981, null, 1], ['5 Series', 1981, null, 1], ['X1', 2012, null, 3], ['X3', 2004, null, 3], ['X5', 2000, null, 3], ['X7', 2019, null, 4], ['i4', 2022, null, 1]],
  Buick: [['Enclave', 2008, null, 4], ['Encore', 2013, null, 3], ['Envision', 2016, null, 3], ['LaCrosse', 2005, 2019, 1]],
  Cadillac: [['CT5', 2020, null, 1], ['Escalade', 1999, null, 4], ['XT4', 2019, null, 3], ['XT5', 2017, null, 3], ['Lyriq', 2023, null, 3]],
  Chevrolet: [['Blazer', 1983, null, 3], ['Bolt EV', 2017, 2023, 1], ['Camaro', 1981, 2024, 1], ['Colorado', 2004, null, 5], ['Corvette', 1981, null, 1], ['Cruze', 2011, 2019, 1], ['Equinox', 2005, null, 3], ['Express', 1996, null, 7], ['Malibu', 1997, 2025, 1], ['Silverado 1500', 1999, null, 5], ['Silverado 2500HD', 2001, null, 6], ['Suburban', 1981, null, 4], ['Tahoe', 1995, null, 4], ['Trailblazer', 2002, null, 3], ['Traverse', 2009, null, 4]],
  Chrysler: [['300', 2005, 2023, 1], ['Grand Caravan', 2021, null, 2], ['Pacifica', 2017, null, 2], ['Town & Country', 1990, 2016, 2]],
  Dodge: [['Challenger', 2008, 2023, 1], ['Charger', 2006, null, 1], ['Durango', 1998, null, 4], ['Grand Caravan', 1984, 2020, 2], ['Hornet', 2023, null, 3], ['Journey', 2009, 2020, 3]],
  Fiat: [['500', 2012, null, 1], ['500X', 2016, 2023, 3]],
  Ford: [['Bronco', 1981, null, 3], ['Bronco Sport', 2021, null, 3], ['E-Series', 1981, null, 7], ['Edge', 2007, 2024, 3], ['Escape', 2001, null, 3], ['Expedition', 1997, null, 4], ['Explorer', 1991, null, 3], ['F-150', 1981, null, 5], ['F-150 Lightning', 2022, null, 5], ['F-250 Super Duty', 1999, null, 6], ['F-350 Super Duty', 1999, null, 6], ['Focus', 2000, 2018, 1], ['Fusion', 2006, 2020, 1], ['Maverick', 2022, null, 5], ['Mustang', 1981, null, 1], ['Mustang Mach-E', 2021, null, 3], ['Ranger', 1983, null, 5], ['Transit', 2015, null, 7], ['Transit Connect', 2010, 2023, 2]],
  Genesis: [['G70', 2019, null, 1], ['G80', 2017, null, 1], ['GV70', 2022, null, 3], ['GV80', 2021, null, 4]],
  GMC: [['Acadia', 2007, null, 3], ['Canyon', 2004, null, 5], ['Savana', 1996, null, 7], ['Sierra 1500', 1999, null, 5], ['Sierra 2500HD', 2001, null, 6], ['Terrain', 2010, null, 3], ['Yukon', 1992, null, 4]],
  Honda: [['Accord', 1981, null, 1], ['Civic', 1981, null, 1], ['CR-V', 1997, null, 3], ['Fit', 2007, 2020, 1], ['HR-V', 2016, null, 3], ['Odyssey', 1995, null, 2], ['Passport', 2019, null, 3], ['Pilot', 2003, null, 4], ['Ridgeline', 2006, null, 5]],
  Hyundai: [['Elantra', 1992, null, 1], ['Ioniq 5', 2022, null, 3], ['Kona', 2018, null, 3], ['Palisade', 2020, null, 4], ['Santa Fe', 2001, null, 3], ['Sonata', 1989, null, 1], ['Tucson', 2005, null, 3], ['Venue', 2020, null, 3]],
  Infiniti: [['Q50', 2014, null, 1], ['QX50', 2014, null, 3], ['QX60', 2014, null, 4], ['QX80', 2014, null, 4]],
  Jaguar: [['F-Pace', 2017, null, 3], ['XF', 2009, 2024, 1]],
  Jeep: [['Cherokee', 1984, 2023, 3], ['Compass', 2007, null, 3], ['Gladiator', 2020, null, 5], ['Grand Cherokee', 1993, null, 3], ['Renegade', 2015, 2023, 3], ['Wrangler', 1987, null, 3]],
  Kia: [['Carnival', 2022, null, 2], ['EV6', 2022, null, 3], ['Forte', 2010, null, 1], ['Niro', 2017, null, 3], ['Seltos', 2021, null, 3], ['Sorento', 2003, null, 3], ['Soul', 2010, null, 1], ['Sportage', 1995, null, 3], ['Telluride', 2020, null, 4]],
  'Land Rover': [['Defender', 1993, null, 3], ['Discovery', 1994, null, 4], ['Range Rover', 1987, null, 4], ['Range Rover Evoque', 2012, null, 3]],
  Lexus: [['ES 350', 2007, null, 1], ['GX 460', 2010, 2023, 4], ['IS 300', 2001, null, 1], ['NX 350', 2022, null, 3], ['RX 350', 2007, null, 3]],
  Lincoln: [['Aviator', 2003, null, 4], ['Corsair', 2020, null, 3], ['Navigator', 1998, null, 4], ['Nautilus', 2019, null, 3]],
  Mazda: [['CX-30', 2020, null, 3], ['CX-5', 2013, null, 3], ['CX-50', 2023, null, 3], ['CX-9', 2007, 2023, 4], ['CX-90', 2024, null, 4], ['Mazda3', 2004, null, 1], ['Mazda6', 2003, 2021, 1], ['MX-5 Miata', 1990, null, 1]],
  'Mercedes-Benz': [['C-Class', 1994, null, 1], ['E-Class', 1986, null, 1], ['GLC', 2016, null, 3], ['GLE', 2016, null, 3], ['GLS', 2017, null, 4], ['Sprinter', 2002, null, 7]],
  Mini: [['Cooper', 2002, null, 1], ['Countryman', 2011, null, 3]],
  Mitsubishi: [['Eclipse Cross', 2018, null, 3], ['Mirage', 2014, null, 1], ['Outlander', 2003, null, 3], ['RVR', 2011, null, 3]],
  Nissan: [['Altima', 1993, null, 1], ['Frontier', 1998, null, 5], ['Kicks', 2018, null, 3], ['Leaf', 2011, null, 1], ['Murano', 2003, null, 3], ['Pathfinder', 1987, null, 4], ['Qashqai', 2017, null, 3], ['Rogue', 2008, null, 3], ['Sentra', 1982, null, 1], ['Titan', 2004, 2024, 5], ['Versa', 2007, null, 1]],
  Porsche: [['911 Carrera', 1984, null, 1], ['Cayenne', 2003, null, 3], ['Macan', 2015, null, 3], ['Panamera', 2010, null, 1], ['Taycan', 2020, null, 1]],
  Ram: [['1500', 2011, null, 5], ['2500', 2011, null, 6], ['3500', 2011, null, 6], ['ProMaster', 2014, null, 7]],
  Subaru: [['Ascent', 2019, null, 4], ['Crosstrek', 2013, null, 3], ['Forester', 1998, null, 3], ['Impreza', 1993, null, 1], ['Outback', 1995, null, 3], ['WRX', 2002, null, 1]],
  Tesla: [['Model 3', 2017, null, 1], ['Model S', 2012, null, 1], ['Model X', 2016, null, 4], ['Model Y', 2020, null, 3], ['Cybertruck', 2024, null, 5]],
  Toyota: [['4Runner', 1985, null, 3], ['Camry', 1983, null, 1], ['Corolla', 1981, null, 1], ['Corolla Cross', 2022, null, 3], ['Highlander', 2001, null, 4], ['Prius', 2001, null, 1], ['RAV4', 1996, null, 3], ['Sequoia', 2001, null, 4], ['Sienna', 1998, null, 2], ['Tacoma', 1995, null, 5], ['Tundra', 2000, null, 5], ['Venza', 2009, null, 3]],
  Volkswagen: [['Atlas', 2018, null, 4], ['Golf', 1985, null, 1], ['ID.4', 2021, null, 3], ['Jetta', 1981, null, 1], ['Passat', 1990, 2022, 1], ['Taos', 2022, null, 3], ['Tiguan', 2009, null, 3]],
  Volvo: [['S60', 2001, null, 1], ['XC40', 2019, null, 3], ['XC60', 2010, null, 3], ['XC90', 2003, null, 4]],
};

/** World manufacturer identifiers (VIN characters 1–3) of the catalogue's makes, with the usual body kind. */
export const WMI: Readonly<Record<string, readonly [make: string, type: number | null]>> = {
  '19U': ['Acura', 1], '19X': ['Honda', 1], '2HN': ['Acura', 3], '5J8': ['Acura', 3], JH4: ['Acura', 1],
  ZAR: ['Alfa Romeo', 1], ZASP: ['Alfa Romeo', 3],
  WAU: ['Audi', 1], WA1: ['Audi', 3], WUA: ['Audi', 1],
  WBA: ['BMW', 1], WBS: ['BMW', 1], '5UX': ['BMW', 3], '5YM': ['BMW', 3], WBY: ['BMW', 1],
  '5GA': ['Buick', 4], KL4: ['Buick', 3], LRB: ['Buick', 3], '1G4': ['Buick', 1],
  '1GY': ['Cadillac', 3], '1G6': ['Cadillac', 1],
  '1G1': ['Chevrolet', 1], '1GC': ['Chevrolet', 5], '1GN': ['Chevrolet', 4], '2GN': ['Chevrolet', 3], '3GN': ['Chevrolet', 3],
  '2G1': ['Chevrolet', 1], '3GC': ['Chevrolet', 5], '1GB': ['Chevrolet', 7], KL7: ['Chevrolet', 3], KL8: ['Chevrolet', 1],
  '2C4': ['Chrysler', 2], '2C3': ['Chrysler', 1], '1C3': ['Chrysler', 1],
  '2B3': ['Dodge', 1], '2C7': ['Dodge', 2], '1B3': ['Dodge', 1], '2D4': ['Dodge', 2], '1C4': ['Jeep', 3], '3C4': ['Dodge', 3],
  ZFA: ['Fiat', 1], '3C3': ['Fiat', 1],
  '1FA': ['Ford', 1], '1FM': ['Ford', 3], '1FT': ['Ford', 5], '1FD': ['Ford', 6], '1FB': ['Ford', 7], '2FM': ['Ford', 3], '3FA': ['Ford', 1], '3FM': ['Ford', 3], '3FT': ['Ford', 5], NM0: ['Ford', 2],
  KMT: ['Genesis', 1], KMU: ['Genesis', 3],
  '1GK': ['GMC', 3], '1GT': ['GMC', 5], '2GK': ['GMC', 3], '3GK': ['GMC', 3], '3GT': ['GMC', 5], '1GD': ['GMC', 7],
  '1HG': ['Honda', 1], '2HG': ['Honda', 1], '2HK': ['Honda', 3], '5FN': ['Honda', 4], '5FP': ['Honda', 5], '5J6': ['Honda', 3], '7FA': ['Honda', 3], JHM: ['Honda', 1], SHH: ['Honda', 1], SHS: ['Honda', 3],
  KMH: ['Hyundai', 1], KM8: ['Hyundai', 3], '5NP': ['Hyundai', 1], '5NM': ['Hyundai', 3], '5XY': ['Kia', 3],
  JN1: ['Nissan', 1], JNK: ['Infiniti', 1], JNR: ['Infiniti', 3], '5N1': ['Nissan', 3], '5N3': ['Infiniti', 4],
  SAJ: ['Jaguar', 1], SAD: ['Jaguar', 3],
  '1J4': ['Jeep', 3], '1J8': ['Jeep', 3], ZAC: ['Jeep', 3],
  KNA: ['Kia', 1], KND: ['Kia', 3], '3KP': ['Kia', 1],
  SAL: ['Land Rover', 3],
  JTH: ['Lexus', 1], JTJ: ['Lexus', 3], '2T2': ['Lexus', 3], '58A': ['Lexus', 1],
  '5LM': ['Lincoln', 4], '2LM': ['Lincoln', 3], '1LN': ['Lincoln', 1],
  JM1: ['Mazda', 1], JM3: ['Mazda', 3], '3MZ': ['Mazda', 1], '3MV': ['Mazda', 3],
  WDD: ['Mercedes-Benz', 1], WDC: ['Mercedes-Benz', 3], '4JG': ['Mercedes-Benz', 3], W1K: ['Mercedes-Benz', 1], W1N: ['Mercedes-Benz', 3], W1Y: ['Mercedes-Benz', 7], WD3: ['Mercedes-Benz', 7],
  WMW: ['Mini', 1],
  JA3: ['Mitsubishi', 1], JA4: ['Mitsubishi', 3], ML3: ['Mitsubishi', 1],
  '1N4': ['Nissan', 1], '1N6': ['Nissan', 5], '3N1': ['Nissan', 1], '3N8': ['Nissan', 3], JN8: ['Nissan', 3], '5N1A': ['Nissan', 4],
  WP0: ['Porsche', 1], WP1: ['Porsche', 3],
  '1C6': ['Ram', 5], '3C6': ['Ram', 6], '3D7': ['Ram', 6], '3C7': ['Ram', 5],
  JF1: ['Subaru', 1], JF2: ['Subaru', 3], '4S3': ['Subaru', 1], '4S4': ['Subaru', 3],
  '5YJ': ['Tesla', 1], '7SA': ['Tesla', 3], '7G2': ['Tesla', 5],
  '4T1': ['Toyota', 1], '4T3': ['Toyota', 3], '2T1': ['Toyota', 1], '2T3': ['Toyota', 3], '5TD': ['Toyota', 4], '5TF': ['Toyota', 5], '5TE': ['Toyota', 5],
  JTD: ['Toyota', 1], JTE: ['Toyota', 3], JTM: ['Toyota', 3], JTN: ['Toyota', 1], JT2: ['Toyota', 1], JT3: ['Toyota', 3], '5YF': ['Toyota', 1], '7MU': ['Toyota', 3],
  '3VW': ['Volkswagen', 1], '1VW': ['Volkswagen', 1], WVW: ['Volkswagen', 1], WVG: ['Volkswagen', 3], '1V2': ['Volkswagen', 4], '3VV': ['Volkswagen', 3],
  YV1: ['Volvo', 1], YV4: ['Volvo', 3], '7JR': ['Volvo', 1],
};

/**
 * Models named by the descriptor part of the VIN (characters 1–8) for the most common vehicles on Canadian
 * roads; other VINs decode to make, year and body kind only.
 */
export const VDS: Readonly<Record<string, string>> = {
  '4T1B11HK': 'Camry', '4T1G11AK': 'Camry', '2T1BURHE': 'Corolla', '5YFBURHE': 'Corolla', '2T3P1RFV': 'RAV4', '2T3W1RFV': 'RAV4',
  '5TDGZRBH': 'Highlander', '5TFDY5F1': 'Tundra', '3TMCZ5AN': 'Tacoma',
  '2HGFC2F5': 'Civic', '2HGFE2F5': 'Civic', '1HGCV1F3': 'Accord', '2HKRW2H8': 'CR-V', '5J6RW2H8': 'CR-V', '5FNYF6H5': 'Pilot', '5FNRL6H7': 'Odyssey',
  '1FTFW1E5': 'F-150', '1FTEW1EP': 'F-150', '1FT7W2BT': 'F-250 Super Duty', '1FMCU9J9': 'Escape', '1FM5K8GC': 'Explorer', '1FTBR1C8': 'Transit', '1FA6P8CF': 'Mustang',
  '2GNAXUEV': 'Equinox', '3GNAXUEV': 'Equinox', '1GNSKNKD': 'Tahoe', '1GCUYDED': 'Silverado 1500', '3GCUYDED': 'Silverado 1500',
  '2C4RC1BG': 'Pacifica', '2C4RDGCG': 'Grand Caravan', '1C6SRFFT': '1500', '1C6RR7LT': '1500',
  JM3KFBCM: 'CX-5', JM1BPACL: 'Mazda3', KM8JBCAE: 'Tucson', KM8J3CAL: 'Tucson', '5NPD84LF': 'Elantra', '4S4BTANC': 'Outback', '4S4BSANC': 'Outback',
  JF2SKAEC: 'Forester', '5N1BT3BB': 'Rogue', '5N1AT2MV': 'Rogue', '3N1AB8CV': 'Sentra', '5YJ3E1EA': 'Model 3', '7SAYGDEE': 'Model Y', '2T2BZMCA': 'RX 350',
  '5XYP5DHC': 'Telluride', '5XYPGDA5': 'Sorento', KNDPMCAC: 'Sportage', WP0AB2A9: '911 Carrera', '1C4RJFBG': 'Grand Cherokee', '1C4HJXDG': 'Wrangler',
  '3VWC57BU': 'Jetta', '3VV3B7AX': 'Tiguan', '1V2DR2CA': 'Atlas',
};
