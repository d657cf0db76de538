import type { CityData } from './types';

/** Cities for /api/locations/suggests/ (Bitrix location codes, main postcode). */
export const CITIES: CityData[] = [
  { ID: '1', CODE: '0000854968', NAME_RU: 'Челябинск', REGION_SHORT_NAME: 'Челябинская обл.', ZIP: '454000', DPD_DAYS: 1, DPD_PRICE: 390 },
  { ID: '2', CODE: '0000855021', NAME_RU: 'Копейск', REGION_SHORT_NAME: 'Челябинская обл.', ZIP: '456600', DPD_DAYS: 1, DPD_PRICE: 390 },
  { ID: '3', CODE: '0000856034', NAME_RU: 'Магнитогорск', REGION_SHORT_NAME: 'Челябинская обл.', ZIP: '455000', DPD_DAYS: 2, DPD_PRICE: 590 },
  { ID: '4', CODE: '0000856112', NAME_RU: 'Златоуст', REGION_SHORT_NAME: 'Челябинская обл.', ZIP: '456200', DPD_DAYS: 2, DPD_PRICE: 590 },
  { ID: '5', CODE: '0000856230', NAME_RU: 'Миасс', REGION_SHORT_NAME: 'Челябинская обл.', ZIP: '456300', DPD_DAYS: 2, DPD_PRICE: 590 },
  { ID: '6', CODE: '0000856338', NAME_RU: 'Троицк', REGION_SHORT_NAME: 'Челябинская обл.', ZIP: '457100', DPD_DAYS: 2, DPD_PRICE: 590 },
  { ID: '7', CODE: '0000856415', NAME_RU: 'Чебаркуль', REGION_SHORT_NAME: 'Челябинская обл.', ZIP: '456440', DPD_DAYS: 2, DPD_PRICE: 590 },
  { ID: '8', CODE: '0000812044', NAME_RU: 'Екатеринбург', REGION_SHORT_NAME: 'Свердловская обл.', ZIP: '620000', DPD_DAYS: 2, DPD_PRICE: 790 },
  { ID: '9', CODE: '0000739284', NAME_RU: 'Курган', REGION_SHORT_NAME: 'Курганская обл.', ZIP: '640000', DPD_DAYS: 3, DPD_PRICE: 890 },
  { ID: '10', CODE: '0000964227', NAME_RU: 'Тюмень', REGION_SHORT_NAME: 'Тюменская обл.', ZIP: '625000', DPD_DAYS: 3, DPD_PRICE: 990 },
  { ID: '11', CODE: '0000617744', NAME_RU: 'Уфа', REGION_SHORT_NAME: 'Респ. Башкортостан', ZIP: '450000', DPD_DAYS: 3, DPD_PRICE: 990 },
  { ID: '12', CODE: '0000591437', NAME_RU: 'Пермь', REGION_SHORT_NAME: 'Пермский край', ZIP: '614000', DPD_DAYS: 3, DPD_PRICE: 1090 },
  { ID: '13', CODE: '0000637218', NAME_RU: 'Оренбург', REGION_SHORT_NAME: 'Оренбургская обл.', ZIP: '460000', DPD_DAYS: 4, DPD_PRICE: 1190 },
  { ID: '14', CODE: '0000435187', NAME_RU: 'Казань', REGION_SHORT_NAME: 'Респ. Татарстан', ZIP: '420000', DPD_DAYS: 4, DPD_PRICE: 1290 },
  { ID: '15', CODE: '0000677298', NAME_RU: 'Самара', REGION_SHORT_NAME: 'Самарская обл.', ZIP: '443000', DPD_DAYS: 4, DPD_PRICE: 1290 },
  { ID: '16', CODE: '0000541218', NAME_RU: 'Нижний Новгород', REGION_SHORT_NAME: 'Нижегородская обл.', ZIP: '603000', DPD_DAYS: 5, DPD_PRICE: 1490 },
  { ID: '17', CODE: '0000073738', NAME_RU: 'Москва', REGION_SHORT_NAME: 'Москва', ZIP: '101000', DPD_DAYS: 5, DPD_PRICE: 1590 },
  { ID: '18', CODE: '0000103166', NAME_RU: 'Санкт-Петербург', REGION_SHORT_NAME: 'Санкт-Петербург', ZIP: '190000', DPD_DAYS: 6, DPD_PRICE: 1790 },
  { ID: '19', CODE: '0000588613', NAME_RU: 'Новосибирск', REGION_SHORT_NAME: 'Новосибирская обл.', ZIP: '630000', DPD_DAYS: 5, DPD_PRICE: 1590 },
  { ID: '20', CODE: '0000829318', NAME_RU: 'Каменск-Уральский', REGION_SHORT_NAME: 'Свердловская обл.', ZIP: '623400', DPD_DAYS: 3, DPD_PRICE: 890 },
];

/** The default city of the checkout (spec 9). */
export const DEFAULT_CITY_CODE = '0000854968';
