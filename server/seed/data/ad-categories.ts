import type { Localized } from './i18n.ts';

export type CategorySeed = {
  slug: string;
  name: Localized;
  icon?: string;
  children?: CategorySeed[];
};

/**
 * Classified-ads category tree (three levels). Slugs are unique across this tree
 * and the shop tree; top-level entries carry an icon under /icons/categories/.
 */
export const adCategories: CategorySeed[] = [
  {
    slug: 'vehicles',
    name: { en: 'Vehicles', fr: 'Véhicules', zh: '车辆', de: 'Fahrzeuge', ro: 'Vehicule', ru: 'Транспорт', es: 'Vehículos' },
    icon: '/icons/categories/vehicles.svg',
    children: [
      {
        slug: 'cars',
        name: { en: 'Cars', fr: 'Voitures', zh: '汽车', de: 'Autos', ro: 'Autoturisme', ru: 'Легковые автомобили', es: 'Coches' },
        children: [
          { slug: 'sedans', name: { en: 'Sedans', fr: 'Berlines', zh: '轿车', de: 'Limousinen', ro: 'Sedanuri', ru: 'Седаны', es: 'Sedanes' } },
          { slug: 'suvs-crossovers', name: { en: 'SUVs & Crossovers', fr: 'SUV et crossovers', zh: 'SUV和跨界车', de: 'SUVs & Crossover', ro: 'SUV-uri și crossovere', ru: 'Внедорожники и кроссоверы', es: 'SUV y crossovers' } },
          { slug: 'hatchbacks', name: { en: 'Hatchbacks', fr: 'Citadines et compactes', zh: '两厢车', de: 'Kleinwagen & Kompaktwagen', ro: 'Hatchback-uri', ru: 'Хэтчбеки', es: 'Compactos' } },
          { slug: 'station-wagons', name: { en: 'Station Wagons', fr: 'Breaks', zh: '旅行车', de: 'Kombis', ro: 'Break-uri', ru: 'Универсалы', es: 'Familiares' } },
          { slug: 'coupes-convertibles', name: { en: 'Coupes & Convertibles', fr: 'Coupés et cabriolets', zh: '轿跑和敞篷车', de: 'Coupés & Cabrios', ro: 'Coupe-uri și decapotabile', ru: 'Купе и кабриолеты', es: 'Cupés y descapotables' } },
          { slug: 'minivans', name: { en: 'Minivans', fr: 'Monospaces', zh: 'MPV商务车', de: 'Vans & Minivans', ro: 'Monovolume', ru: 'Минивэны', es: 'Monovolúmenes' } },
          { slug: 'pickup-trucks', name: { en: 'Pickup Trucks', fr: 'Pick-up', zh: '皮卡', de: 'Pick-ups', ro: 'Camionete pick-up', ru: 'Пикапы', es: 'Pick-ups' } },
          { slug: 'electric-hybrid-cars', name: { en: 'Electric & Hybrid Cars', fr: 'Voitures électriques et hybrides', zh: '电动和混合动力车', de: 'Elektro- & Hybridautos', ro: 'Mașini electrice și hibride', ru: 'Электромобили и гибриды', es: 'Coches eléctricos e híbridos' } },
        ],
      },
      {
        slug: 'motorcycles-scooters',
        name: { en: 'Motorcycles & Scooters', fr: 'Motos et scooters', zh: '摩托车和踏板车', de: 'Motorräder & Roller', ro: 'Motociclete și scutere', ru: 'Мотоциклы и скутеры', es: 'Motos y scooters' },
        children: [
          { slug: 'sport-bikes', name: { en: 'Sport Bikes', fr: 'Motos sportives', zh: '运动型摩托车', de: 'Sportmotorräder', ro: 'Motociclete sport', ru: 'Спортбайки', es: 'Motos deportivas' } },
          { slug: 'cruisers-choppers', name: { en: 'Cruisers & Choppers', fr: 'Customs et choppers', zh: '巡航和美式摩托车', de: 'Cruiser & Chopper', ro: 'Cruisere și choppere', ru: 'Круизеры и чопперы', es: 'Custom y choppers' } },
          { slug: 'scooters', name: { en: 'Scooters', fr: 'Scooters', zh: '踏板车', de: 'Motorroller', ro: 'Scutere', ru: 'Скутеры', es: 'Scooters' } },
          { slug: 'enduro-motocross', name: { en: 'Enduro & Motocross', fr: 'Enduro et motocross', zh: '越野摩托车', de: 'Enduro & Motocross', ro: 'Enduro și motocros', ru: 'Эндуро и мотокросс', es: 'Enduro y motocross' } },
          { slug: 'atvs-quads', name: { en: 'ATVs & Quads', fr: 'Quads', zh: '全地形车', de: 'Quads & ATVs', ro: 'ATV-uri', ru: 'Квадроциклы', es: 'Quads y ATV' } },
        ],
      },
      {
        slug: 'trucks-commercial-vehicles',
        name: { en: 'Trucks & Commercial Vehicles', fr: 'Camions et utilitaires', zh: '卡车和商用车', de: 'Lkw & Nutzfahrzeuge', ro: 'Camioane și vehicule comerciale', ru: 'Грузовики и спецтехника', es: 'Camiones y vehículos comerciales' },
        children: [
          { slug: 'vans', name: { en: 'Vans', fr: 'Fourgons', zh: '厢式货车', de: 'Transporter', ro: 'Dube', ru: 'Фургоны', es: 'Furgonetas' } },
          { slug: 'trucks', name: { en: 'Trucks', fr: 'Camions', zh: '卡车', de: 'Lkw', ro: 'Camioane', ru: 'Грузовики', es: 'Camiones' } },
          { slug: 'buses', name: { en: 'Buses & Coaches', fr: 'Bus et autocars', zh: '客车', de: 'Busse', ro: 'Autobuze și autocare', ru: 'Автобусы', es: 'Autobuses y autocares' } },
          { slug: 'trailers', name: { en: 'Trailers', fr: 'Remorques', zh: '挂车', de: 'Anhänger', ro: 'Remorci', ru: 'Прицепы', es: 'Remolques' } },
          { slug: 'construction-machinery', name: { en: 'Construction Machinery', fr: 'Engins de chantier', zh: '工程机械', de: 'Baumaschinen', ro: 'Utilaje de construcții', ru: 'Строительная техника', es: 'Maquinaria de construcción' } },
          { slug: 'agricultural-machinery', name: { en: 'Agricultural Machinery', fr: 'Machines agricoles', zh: '农业机械', de: 'Landmaschinen', ro: 'Utilaje agricole', ru: 'Сельхозтехника', es: 'Maquinaria agrícola' } },
        ],
      },
      {
        slug: 'vehicle-parts-accessories',
        name: { en: 'Parts & Accessories', fr: 'Pièces et accessoires', zh: '汽车配件', de: 'Teile & Zubehör', ro: 'Piese și accesorii', ru: 'Запчасти и аксессуары', es: 'Recambios y accesorios' },
        children: [
          { slug: 'car-parts', name: { en: 'Car Parts', fr: 'Pièces auto', zh: '汽车零部件', de: 'Autoteile', ro: 'Piese auto', ru: 'Автозапчасти', es: 'Recambios de coche' } },
          { slug: 'tyres-wheels', name: { en: 'Tyres & Wheels', fr: 'Pneus et jantes', zh: '轮胎和轮毂', de: 'Reifen & Felgen', ro: 'Anvelope și jante', ru: 'Шины и диски', es: 'Neumáticos y llantas' } },
          { slug: 'car-audio-electronics', name: { en: 'Car Audio & Electronics', fr: 'Audio et électronique auto', zh: '汽车音响和电子设备', de: 'Car-HiFi & Elektronik', ro: 'Audio și electronice auto', ru: 'Автоэлектроника и аудио', es: 'Audio y electrónica para coche' } },
          { slug: 'motorcycle-parts', name: { en: 'Motorcycle Parts & Gear', fr: 'Pièces et équipements moto', zh: '摩托车零件和装备', de: 'Motorradteile & Bekleidung', ro: 'Piese și echipamente moto', ru: 'Мотозапчасти и экипировка', es: 'Recambios y equipación de moto' } },
          { slug: 'car-care-tools', name: { en: 'Car Care & Tools', fr: 'Entretien et outillage auto', zh: '汽车养护和工具', de: 'Autopflege & Werkzeug', ro: 'Întreținere auto și scule', ru: 'Автохимия и инструменты', es: 'Cuidado del coche y herramientas' } },
        ],
      },
      {
        slug: 'boats-watercraft',
        name: { en: 'Boats & Watercraft', fr: 'Bateaux et nautisme', zh: '船艇', de: 'Boote & Wasserfahrzeuge', ro: 'Bărci și ambarcațiuni', ru: 'Водный транспорт', es: 'Barcos y embarcaciones' },
        children: [
          { slug: 'motorboats', name: { en: 'Motorboats', fr: 'Bateaux à moteur', zh: '摩托艇', de: 'Motorboote', ro: 'Bărci cu motor', ru: 'Моторные лодки и катера', es: 'Lanchas motoras' } },
          { slug: 'sailboats', name: { en: 'Sailboats', fr: 'Voiliers', zh: '帆船', de: 'Segelboote', ro: 'Veliere', ru: 'Парусные яхты', es: 'Veleros' } },
          { slug: 'jet-skis', name: { en: 'Jet Skis', fr: 'Jet-skis', zh: '水上摩托', de: 'Jetskis', ro: 'Jet ski-uri', ru: 'Гидроциклы', es: 'Motos de agua' } },
          { slug: 'kayaks-inflatables', name: { en: 'Kayaks & Inflatable Boats', fr: 'Kayaks et bateaux pneumatiques', zh: '皮划艇和充气船', de: 'Kajaks & Schlauchboote', ro: 'Caiace și bărci gonflabile', ru: 'Каяки и надувные лодки', es: 'Kayaks y barcas hinchables' } },
        ],
      },
    ],
  },
  {
    slug: 'real-estate',
    name: { en: 'Real Estate', fr: 'Immobilier', zh: '房地产', de: 'Immobilien', ro: 'Imobiliare', ru: 'Недвижимость', es: 'Inmobiliaria' },
    icon: '/icons/categories/real-estate.svg',
    children: [
      {
        slug: 'apartments-for-sale',
        name: { en: 'Apartments for Sale', fr: 'Appartements à vendre', zh: '公寓出售', de: 'Wohnungen kaufen', ro: 'Apartamente de vânzare', ru: 'Продажа квартир', es: 'Pisos en venta' },
        children: [
          { slug: 'apartments-sale-1-room', name: { en: '1-Room Apartments', fr: 'Appartements 1 pièce', zh: '一室公寓', de: '1-Zimmer-Wohnungen', ro: 'Apartamente cu 1 cameră', ru: '1-комнатные квартиры', es: 'Pisos de 1 habitación' } },
          { slug: 'apartments-sale-2-rooms', name: { en: '2-Room Apartments', fr: 'Appartements 2 pièces', zh: '两室公寓', de: '2-Zimmer-Wohnungen', ro: 'Apartamente cu 2 camere', ru: '2-комнатные квартиры', es: 'Pisos de 2 habitaciones' } },
          { slug: 'apartments-sale-3-rooms', name: { en: '3-Room Apartments', fr: 'Appartements 3 pièces', zh: '三室公寓', de: '3-Zimmer-Wohnungen', ro: 'Apartamente cu 3 camere', ru: '3-комнатные квартиры', es: 'Pisos de 3 habitaciones' } },
          { slug: 'apartments-sale-4-rooms-plus', name: { en: '4+ Room Apartments', fr: 'Appartements 4 pièces et plus', zh: '四室及以上公寓', de: 'Wohnungen ab 4 Zimmern', ro: 'Apartamente cu 4+ camere', ru: '4-комнатные и более', es: 'Pisos de 4 o más habitaciones' } },
          { slug: 'new-build-apartments', name: { en: 'New Builds', fr: 'Logements neufs', zh: '新房', de: 'Neubauwohnungen', ro: 'Apartamente în blocuri noi', ru: 'Новостройки', es: 'Obra nueva' } },
          { slug: 'penthouses', name: { en: 'Penthouses', fr: 'Penthouses', zh: '顶层公寓', de: 'Penthäuser', ro: 'Penthouse-uri', ru: 'Пентхаусы', es: 'Áticos' } },
        ],
      },
      {
        slug: 'apartments-for-rent',
        name: { en: 'Apartments for Rent', fr: 'Appartements à louer', zh: '公寓出租', de: 'Wohnungen mieten', ro: 'Apartamente de închiriat', ru: 'Аренда квартир', es: 'Pisos en alquiler' },
        children: [
          { slug: 'long-term-rentals', name: { en: 'Long-Term Rentals', fr: 'Location longue durée', zh: '长租', de: 'Langzeitmiete', ro: 'Închiriere pe termen lung', ru: 'Долгосрочная аренда', es: 'Alquiler de larga duración' } },
          { slug: 'short-term-rentals', name: { en: 'Short-Term & Daily Rentals', fr: 'Location courte durée', zh: '短租和日租', de: 'Kurzzeitmiete & Ferienwohnungen', ro: 'Închiriere pe zi', ru: 'Посуточная аренда', es: 'Alquiler por días' } },
          { slug: 'rooms-for-rent', name: { en: 'Rooms & Flat Shares', fr: 'Chambres et colocations', zh: '单间和合租', de: 'WG-Zimmer', ro: 'Camere de închiriat', ru: 'Комнаты', es: 'Habitaciones y pisos compartidos' } },
          { slug: 'furnished-apartments', name: { en: 'Furnished Apartments', fr: 'Appartements meublés', zh: '带家具公寓', de: 'Möblierte Wohnungen', ro: 'Apartamente mobilate', ru: 'Меблированные квартиры', es: 'Pisos amueblados' } },
        ],
      },
      {
        slug: 'houses-villas',
        name: { en: 'Houses & Villas', fr: 'Maisons et villas', zh: '住宅和别墅', de: 'Häuser & Villen', ro: 'Case și vile', ru: 'Дома и виллы', es: 'Casas y chalets' },
        children: [
          { slug: 'houses-for-sale', name: { en: 'Houses for Sale', fr: 'Maisons à vendre', zh: '房屋出售', de: 'Häuser kaufen', ro: 'Case de vânzare', ru: 'Продажа домов', es: 'Casas en venta' } },
          { slug: 'houses-for-rent', name: { en: 'Houses for Rent', fr: 'Maisons à louer', zh: '房屋出租', de: 'Häuser mieten', ro: 'Case de închiriat', ru: 'Аренда домов', es: 'Casas en alquiler' } },
          { slug: 'villas', name: { en: 'Villas', fr: 'Villas', zh: '别墅', de: 'Villen', ro: 'Vile', ru: 'Виллы', es: 'Villas' } },
          { slug: 'townhouses', name: { en: 'Townhouses', fr: 'Maisons mitoyennes', zh: '联排别墅', de: 'Reihenhäuser', ro: 'Case tip townhouse', ru: 'Таунхаусы', es: 'Casas adosadas' } },
          { slug: 'country-houses', name: { en: 'Country Houses & Cottages', fr: 'Maisons de campagne', zh: '乡间别墅', de: 'Landhäuser & Ferienhäuser', ro: 'Case de vacanță', ru: 'Дачи и загородные дома', es: 'Casas de campo' } },
        ],
      },
      {
        slug: 'land',
        name: { en: 'Land', fr: 'Terrains', zh: '土地', de: 'Grundstücke', ro: 'Terenuri', ru: 'Земельные участки', es: 'Terrenos' },
        children: [
          { slug: 'building-plots', name: { en: 'Building Plots', fr: 'Terrains constructibles', zh: '建设用地', de: 'Baugrundstücke', ro: 'Terenuri pentru construcții', ru: 'Участки под застройку', es: 'Terrenos urbanizables' } },
          { slug: 'agricultural-land', name: { en: 'Agricultural Land', fr: 'Terrains agricoles', zh: '农业用地', de: 'Landwirtschaftliche Flächen', ro: 'Terenuri agricole', ru: 'Земли сельхозназначения', es: 'Terrenos rústicos' } },
          { slug: 'gardens-orchards', name: { en: 'Gardens & Orchards', fr: 'Jardins et vergers', zh: '花园和果园', de: 'Gärten & Obstgärten', ro: 'Grădini și livezi', ru: 'Сады и огороды', es: 'Huertos y fincas' } },
        ],
      },
      {
        slug: 'commercial-property',
        name: { en: 'Commercial Property', fr: 'Immobilier commercial', zh: '商业地产', de: 'Gewerbeimmobilien', ro: 'Imobiliare comerciale', ru: 'Коммерческая недвижимость', es: 'Inmuebles comerciales' },
        children: [
          { slug: 'offices', name: { en: 'Offices', fr: 'Bureaux', zh: '写字楼', de: 'Büros', ro: 'Birouri', ru: 'Офисы', es: 'Oficinas' } },
          { slug: 'retail-space', name: { en: 'Retail Space', fr: 'Locaux commerciaux', zh: '商铺', de: 'Ladenflächen', ro: 'Spații comerciale', ru: 'Торговые помещения', es: 'Locales comerciales' } },
          { slug: 'warehouses', name: { en: 'Warehouses', fr: 'Entrepôts', zh: '仓库', de: 'Lagerhallen', ro: 'Depozite', ru: 'Склады', es: 'Almacenes' } },
          { slug: 'industrial-premises', name: { en: 'Industrial Premises', fr: 'Locaux industriels', zh: '厂房', de: 'Produktionshallen', ro: 'Spații industriale', ru: 'Производственные помещения', es: 'Naves industriales' } },
          { slug: 'hospitality-premises', name: { en: 'Restaurants & Hotels', fr: 'Restaurants et hôtels', zh: '餐厅和酒店物业', de: 'Gastronomie & Hotels', ro: 'Restaurante și hoteluri', ru: 'Рестораны и гостиницы', es: 'Restaurantes y hoteles' } },
        ],
      },
      { slug: 'garages-parking', name: { en: 'Garages & Parking', fr: 'Garages et parkings', zh: '车库和车位', de: 'Garagen & Stellplätze', ro: 'Garaje și parcări', ru: 'Гаражи и машиноместа', es: 'Garajes y plazas de aparcamiento' } },
    ],
  },
  {
    slug: 'electronics',
    name: { en: 'Electronics', fr: 'Électronique', zh: '电子产品', de: 'Elektronik', ro: 'Electronice', ru: 'Электроника', es: 'Electrónica' },
    icon: '/icons/categories/electronics.svg',
    children: [
      {
        slug: 'phones',
        name: { en: 'Phones', fr: 'Téléphones', zh: '手机', de: 'Handys & Telefone', ro: 'Telefoane', ru: 'Телефоны', es: 'Teléfonos' },
        children: [
          { slug: 'iphones', name: { en: 'Apple iPhone', fr: 'Apple iPhone', zh: '苹果 iPhone', de: 'Apple iPhone', ro: 'Apple iPhone', ru: 'Apple iPhone', es: 'Apple iPhone' } },
          { slug: 'samsung-phones', name: { en: 'Samsung', fr: 'Samsung', zh: '三星', de: 'Samsung', ro: 'Samsung', ru: 'Samsung', es: 'Samsung' } },
          { slug: 'xiaomi-phones', name: { en: 'Xiaomi', fr: 'Xiaomi', zh: '小米', de: 'Xiaomi', ro: 'Xiaomi', ru: 'Xiaomi', es: 'Xiaomi' } },
          { slug: 'google-pixel-phones', name: { en: 'Google Pixel', fr: 'Google Pixel', zh: '谷歌 Pixel', de: 'Google Pixel', ro: 'Google Pixel', ru: 'Google Pixel', es: 'Google Pixel' } },
          { slug: 'huawei-phones', name: { en: 'Huawei', fr: 'Huawei', zh: '华为', de: 'Huawei', ro: 'Huawei', ru: 'Huawei', es: 'Huawei' } },
          { slug: 'other-smartphones', name: { en: 'Other Smartphones', fr: 'Autres smartphones', zh: '其他智能手机', de: 'Andere Smartphones', ro: 'Alte smartphone-uri', ru: 'Другие смартфоны', es: 'Otros smartphones' } },
          { slug: 'feature-phones', name: { en: 'Feature Phones', fr: 'Téléphones à touches', zh: '功能手机', de: 'Tastenhandys', ro: 'Telefoane cu butoane', ru: 'Кнопочные телефоны', es: 'Móviles básicos' } },
          { slug: 'phone-accessories', name: { en: 'Phone Accessories', fr: 'Accessoires téléphone', zh: '手机配件', de: 'Handyzubehör', ro: 'Accesorii pentru telefoane', ru: 'Аксессуары для телефонов', es: 'Accesorios para móviles' } },
        ],
      },
      {
        slug: 'tablets-e-readers',
        name: { en: 'Tablets & E-readers', fr: 'Tablettes et liseuses', zh: '平板电脑和电子阅读器', de: 'Tablets & E-Reader', ro: 'Tablete și e-readere', ru: 'Планшеты и электронные книги', es: 'Tablets y e-readers' },
        children: [
          { slug: 'ipads', name: { en: 'Apple iPad', fr: 'Apple iPad', zh: '苹果 iPad', de: 'Apple iPad', ro: 'Apple iPad', ru: 'Apple iPad', es: 'Apple iPad' } },
          { slug: 'android-tablets', name: { en: 'Android Tablets', fr: 'Tablettes Android', zh: '安卓平板', de: 'Android-Tablets', ro: 'Tablete Android', ru: 'Android-планшеты', es: 'Tablets Android' } },
          { slug: 'e-readers', name: { en: 'E-readers', fr: 'Liseuses', zh: '电子阅读器', de: 'E-Book-Reader', ro: 'E-readere', ru: 'Электронные книги', es: 'Lectores de libros electrónicos' } },
          { slug: 'tablet-accessories', name: { en: 'Tablet Accessories', fr: 'Accessoires pour tablettes', zh: '平板配件', de: 'Tablet-Zubehör', ro: 'Accesorii pentru tablete', ru: 'Аксессуары для планшетов', es: 'Accesorios para tablets' } },
        ],
      },
      {
        slug: 'computers-laptops',
        name: { en: 'Computers & Laptops', fr: 'Ordinateurs et portables', zh: '电脑和笔记本', de: 'Computer & Laptops', ro: 'Calculatoare și laptopuri', ru: 'Компьютеры и ноутбуки', es: 'Ordenadores y portátiles' },
        children: [
          { slug: 'laptops', name: { en: 'Laptops', fr: 'Ordinateurs portables', zh: '笔记本电脑', de: 'Laptops', ro: 'Laptopuri', ru: 'Ноутбуки', es: 'Portátiles' } },
          { slug: 'desktop-computers', name: { en: 'Desktop Computers', fr: 'Ordinateurs de bureau', zh: '台式电脑', de: 'Desktop-PCs', ro: 'Calculatoare desktop', ru: 'Настольные компьютеры', es: 'Ordenadores de sobremesa' } },
          { slug: 'monitors', name: { en: 'Monitors', fr: 'Écrans', zh: '显示器', de: 'Monitore', ro: 'Monitoare', ru: 'Мониторы', es: 'Monitores' } },
          { slug: 'computer-components', name: { en: 'Components', fr: 'Composants', zh: '电脑硬件', de: 'PC-Komponenten', ro: 'Componente PC', ru: 'Комплектующие', es: 'Componentes' } },
          { slug: 'printers-scanners', name: { en: 'Printers & Scanners', fr: 'Imprimantes et scanners', zh: '打印机和扫描仪', de: 'Drucker & Scanner', ro: 'Imprimante și scanere', ru: 'Принтеры и сканеры', es: 'Impresoras y escáneres' } },
          { slug: 'networking-equipment', name: { en: 'Networking', fr: 'Réseau', zh: '网络设备', de: 'Netzwerktechnik', ro: 'Echipamente de rețea', ru: 'Сетевое оборудование', es: 'Redes' } },
          { slug: 'keyboards-mice', name: { en: 'Keyboards & Mice', fr: 'Claviers et souris', zh: '键盘和鼠标', de: 'Tastaturen & Mäuse', ro: 'Tastaturi și mouse-uri', ru: 'Клавиатуры и мыши', es: 'Teclados y ratones' } },
          { slug: 'storage-drives', name: { en: 'Storage & Drives', fr: 'Stockage', zh: '存储设备', de: 'Speicher & Festplatten', ro: 'Stocare și hard diskuri', ru: 'Накопители', es: 'Almacenamiento' } },
        ],
      },
      {
        slug: 'tv-audio',
        name: { en: 'TV & Audio', fr: 'TV et audio', zh: '电视和音响', de: 'TV & Audio', ro: 'TV și audio', ru: 'ТВ и аудио', es: 'TV y audio' },
        children: [
          { slug: 'televisions', name: { en: 'TVs', fr: 'Téléviseurs', zh: '电视机', de: 'Fernseher', ro: 'Televizoare', ru: 'Телевизоры', es: 'Televisores' } },
          { slug: 'projectors', name: { en: 'Projectors', fr: 'Vidéoprojecteurs', zh: '投影仪', de: 'Beamer', ro: 'Proiectoare', ru: 'Проекторы', es: 'Proyectores' } },
          { slug: 'headphones', name: { en: 'Headphones', fr: 'Casques et écouteurs', zh: '耳机', de: 'Kopfhörer', ro: 'Căști audio', ru: 'Наушники', es: 'Auriculares' } },
          { slug: 'speakers', name: { en: 'Speakers', fr: 'Enceintes', zh: '音箱', de: 'Lautsprecher', ro: 'Boxe', ru: 'Колонки и акустика', es: 'Altavoces' } },
          { slug: 'hi-fi-home-cinema', name: { en: 'Hi-Fi & Home Cinema', fr: 'Hi-fi et home cinéma', zh: '音响系统和家庭影院', de: 'HiFi & Heimkino', ro: 'Sisteme Hi-Fi și home cinema', ru: 'Hi-Fi и домашние кинотеатры', es: 'Hi-Fi y cine en casa' } },
        ],
      },
      {
        slug: 'cameras-photo',
        name: { en: 'Cameras & Photo', fr: 'Photo et vidéo', zh: '相机和摄影', de: 'Kameras & Foto', ro: 'Foto și video', ru: 'Фото и видео', es: 'Cámaras y fotografía' },
        children: [
          { slug: 'digital-cameras', name: { en: 'Digital Cameras', fr: 'Appareils photo numériques', zh: '数码相机', de: 'Digitalkameras', ro: 'Aparate foto digitale', ru: 'Цифровые фотоаппараты', es: 'Cámaras digitales' } },
          { slug: 'camera-lenses', name: { en: 'Lenses', fr: 'Objectifs', zh: '镜头', de: 'Objektive', ro: 'Obiective', ru: 'Объективы', es: 'Objetivos' } },
          { slug: 'video-cameras', name: { en: 'Video Cameras', fr: 'Caméscopes', zh: '摄像机', de: 'Camcorder', ro: 'Camere video', ru: 'Видеокамеры', es: 'Videocámaras' } },
          { slug: 'drones', name: { en: 'Drones', fr: 'Drones', zh: '无人机', de: 'Drohnen', ro: 'Drone', ru: 'Дроны', es: 'Drones' } },
          { slug: 'action-cameras', name: { en: 'Action Cameras', fr: 'Caméras sport', zh: '运动相机', de: 'Action-Cams', ro: 'Camere sport', ru: 'Экшн-камеры', es: 'Cámaras deportivas' } },
        ],
      },
      {
        slug: 'video-games-consoles',
        name: { en: 'Video Games & Consoles', fr: 'Jeux vidéo et consoles', zh: '电子游戏和游戏机', de: 'Videospiele & Konsolen', ro: 'Jocuri video și console', ru: 'Игры и приставки', es: 'Videojuegos y consolas' },
        children: [
          { slug: 'playstation', name: { en: 'PlayStation', fr: 'PlayStation', zh: 'PlayStation', de: 'PlayStation', ro: 'PlayStation', ru: 'PlayStation', es: 'PlayStation' } },
          { slug: 'xbox', name: { en: 'Xbox', fr: 'Xbox', zh: 'Xbox', de: 'Xbox', ro: 'Xbox', ru: 'Xbox', es: 'Xbox' } },
          { slug: 'nintendo', name: { en: 'Nintendo', fr: 'Nintendo', zh: '任天堂', de: 'Nintendo', ro: 'Nintendo', ru: 'Nintendo', es: 'Nintendo' } },
          { slug: 'pc-games', name: { en: 'PC Games', fr: 'Jeux PC', zh: '电脑游戏', de: 'PC-Spiele', ro: 'Jocuri PC', ru: 'Компьютерные игры', es: 'Juegos de PC' } },
          { slug: 'gaming-accessories', name: { en: 'Gaming Accessories', fr: 'Accessoires gaming', zh: '游戏配件', de: 'Gaming-Zubehör', ro: 'Accesorii gaming', ru: 'Игровые аксессуары', es: 'Accesorios gaming' } },
        ],
      },
      {
        slug: 'home-appliances',
        name: { en: 'Home Appliances', fr: 'Électroménager', zh: '家用电器', de: 'Haushaltsgeräte', ro: 'Electrocasnice', ru: 'Бытовая техника', es: 'Electrodomésticos' },
        children: [
          { slug: 'fridges-freezers', name: { en: 'Fridges & Freezers', fr: 'Réfrigérateurs et congélateurs', zh: '冰箱和冷柜', de: 'Kühl- & Gefrierschränke', ro: 'Frigidere și congelatoare', ru: 'Холодильники и морозильники', es: 'Frigoríficos y congeladores' } },
          { slug: 'washing-machines-dryers', name: { en: 'Washing Machines & Dryers', fr: 'Lave-linge et sèche-linge', zh: '洗衣机和干衣机', de: 'Waschmaschinen & Trockner', ro: 'Mașini de spălat și uscătoare', ru: 'Стиральные и сушильные машины', es: 'Lavadoras y secadoras' } },
          { slug: 'dishwashers', name: { en: 'Dishwashers', fr: 'Lave-vaisselle', zh: '洗碗机', de: 'Geschirrspüler', ro: 'Mașini de spălat vase', ru: 'Посудомоечные машины', es: 'Lavavajillas' } },
          { slug: 'cookers-ovens', name: { en: 'Cookers & Ovens', fr: 'Cuisinières et fours', zh: '灶具和烤箱', de: 'Herde & Backöfen', ro: 'Aragazuri și cuptoare', ru: 'Плиты и духовки', es: 'Cocinas y hornos' } },
          { slug: 'small-kitchen-appliances', name: { en: 'Small Kitchen Appliances', fr: 'Petit électroménager de cuisine', zh: '厨房小家电', de: 'Küchenkleingeräte', ro: 'Electrocasnice mici de bucătărie', ru: 'Мелкая кухонная техника', es: 'Pequeños electrodomésticos de cocina' } },
          { slug: 'vacuum-cleaners', name: { en: 'Vacuum Cleaners', fr: 'Aspirateurs', zh: '吸尘器', de: 'Staubsauger', ro: 'Aspiratoare', ru: 'Пылесосы', es: 'Aspiradoras' } },
          { slug: 'air-conditioning-heating', name: { en: 'Air Conditioning & Heating', fr: 'Climatisation et chauffage', zh: '空调和取暖设备', de: 'Klima & Heizung', ro: 'Aer condiționat și încălzire', ru: 'Климатическая техника', es: 'Climatización y calefacción' } },
        ],
      },
    ],
  },
  {
    slug: 'home-garden',
    name: { en: 'Home & Garden', fr: 'Maison et jardin', zh: '家居和园艺', de: 'Haus & Garten', ro: 'Casă și grădină', ru: 'Дом и сад', es: 'Hogar y jardín' },
    icon: '/icons/categories/home-garden.svg',
    children: [
      {
        slug: 'furniture',
        name: { en: 'Furniture', fr: 'Meubles', zh: '家具', de: 'Möbel', ro: 'Mobilă', ru: 'Мебель', es: 'Muebles' },
        children: [
          { slug: 'sofas-armchairs', name: { en: 'Sofas & Armchairs', fr: 'Canapés et fauteuils', zh: '沙发和扶手椅', de: 'Sofas & Sessel', ro: 'Canapele și fotolii', ru: 'Диваны и кресла', es: 'Sofás y sillones' } },
          { slug: 'chairs', name: { en: 'Chairs', fr: 'Chaises', zh: '椅子', de: 'Stühle', ro: 'Scaune', ru: 'Стулья', es: 'Sillas' } },
          { slug: 'tables', name: { en: 'Tables', fr: 'Tables', zh: '桌子', de: 'Tische', ro: 'Mese', ru: 'Столы', es: 'Mesas' } },
          { slug: 'beds-mattresses', name: { en: 'Beds & Mattresses', fr: 'Lits et matelas', zh: '床和床垫', de: 'Betten & Matratzen', ro: 'Paturi și saltele', ru: 'Кровати и матрасы', es: 'Camas y colchones' } },
          { slug: 'wardrobes-dressers', name: { en: 'Wardrobes & Dressers', fr: 'Armoires et commodes', zh: '衣柜和五斗柜', de: 'Kleiderschränke & Kommoden', ro: 'Dulapuri și comode', ru: 'Шкафы и комоды', es: 'Armarios y cómodas' } },
          { slug: 'shelving-storage', name: { en: 'Shelves & Storage', fr: 'Étagères et rangements', zh: '置物架和收纳', de: 'Regale & Aufbewahrung', ro: 'Rafturi și depozitare', ru: 'Стеллажи и системы хранения', es: 'Estanterías y almacenaje' } },
          { slug: 'kitchen-furniture', name: { en: 'Kitchen Furniture', fr: 'Meubles de cuisine', zh: '厨房家具', de: 'Küchenmöbel', ro: 'Mobilă de bucătărie', ru: 'Кухонная мебель', es: 'Muebles de cocina' } },
          { slug: 'office-furniture', name: { en: 'Office Furniture', fr: 'Mobilier de bureau', zh: '办公家具', de: 'Büromöbel', ro: 'Mobilier de birou', ru: 'Офисная мебель', es: 'Muebles de oficina' } },
        ],
      },
      {
        slug: 'decor-lighting',
        name: { en: 'Decor & Lighting', fr: 'Décoration et luminaires', zh: '装饰和照明', de: 'Deko & Beleuchtung', ro: 'Decorațiuni și iluminat', ru: 'Декор и освещение', es: 'Decoración e iluminación' },
        children: [
          { slug: 'lighting', name: { en: 'Lighting', fr: 'Luminaires', zh: '灯具', de: 'Lampen & Leuchten', ro: 'Corpuri de iluminat', ru: 'Светильники', es: 'Lámparas' } },
          { slug: 'rugs-carpets', name: { en: 'Rugs & Carpets', fr: 'Tapis', zh: '地毯', de: 'Teppiche', ro: 'Covoare', ru: 'Ковры', es: 'Alfombras' } },
          { slug: 'curtains-blinds', name: { en: 'Curtains & Blinds', fr: 'Rideaux et stores', zh: '窗帘和百叶窗', de: 'Vorhänge & Jalousien', ro: 'Perdele și jaluzele', ru: 'Шторы и жалюзи', es: 'Cortinas y persianas' } },
          { slug: 'mirrors-wall-art', name: { en: 'Mirrors & Wall Art', fr: 'Miroirs et déco murale', zh: '镜子和墙饰', de: 'Spiegel & Wandbilder', ro: 'Oglinzi și decorațiuni de perete', ru: 'Зеркала и декор для стен', es: 'Espejos y cuadros' } },
          { slug: 'home-textiles', name: { en: 'Home Textiles', fr: 'Linge de maison', zh: '家纺', de: 'Heimtextilien', ro: 'Textile pentru casă', ru: 'Домашний текстиль', es: 'Textil para el hogar' } },
        ],
      },
      {
        slug: 'kitchen-dining',
        name: { en: 'Kitchen & Dining', fr: 'Cuisine et arts de la table', zh: '厨房和餐具', de: 'Küche & Geschirr', ro: 'Bucătărie și veselă', ru: 'Посуда и товары для кухни', es: 'Cocina y menaje' },
        children: [
          { slug: 'pots-pans', name: { en: 'Pots & Pans', fr: 'Casseroles et poêles', zh: '锅具', de: 'Töpfe & Pfannen', ro: 'Oale și tigăi', ru: 'Кастрюли и сковороды', es: 'Ollas y sartenes' } },
          { slug: 'tableware', name: { en: 'Tableware', fr: 'Vaisselle', zh: '餐具', de: 'Geschirr', ro: 'Veselă', ru: 'Столовая посуда', es: 'Vajilla' } },
          { slug: 'cutlery-utensils', name: { en: 'Cutlery & Utensils', fr: 'Couverts et ustensiles', zh: '刀叉和厨房用具', de: 'Besteck & Küchenhelfer', ro: 'Tacâmuri și ustensile', ru: 'Столовые приборы и кухонная утварь', es: 'Cubertería y utensilios' } },
        ],
      },
      {
        slug: 'tools-diy',
        name: { en: 'Tools & DIY', fr: 'Outillage et bricolage', zh: '工具和DIY', de: 'Werkzeug & Heimwerken', ro: 'Scule și bricolaj', ru: 'Инструменты и ремонт', es: 'Herramientas y bricolaje' },
        children: [
          { slug: 'power-tools', name: { en: 'Power Tools', fr: 'Outils électriques', zh: '电动工具', de: 'Elektrowerkzeuge', ro: 'Scule electrice', ru: 'Электроинструменты', es: 'Herramientas eléctricas' } },
          { slug: 'hand-tools', name: { en: 'Hand Tools', fr: 'Outils à main', zh: '手动工具', de: 'Handwerkzeuge', ro: 'Scule manuale', ru: 'Ручной инструмент', es: 'Herramientas manuales' } },
          { slug: 'building-materials', name: { en: 'Building Materials', fr: 'Matériaux de construction', zh: '建筑材料', de: 'Baustoffe', ro: 'Materiale de construcții', ru: 'Стройматериалы', es: 'Materiales de construcción' } },
          { slug: 'plumbing-bathroom', name: { en: 'Plumbing & Bathroom', fr: 'Plomberie et salle de bain', zh: '水暖和卫浴', de: 'Sanitär & Bad', ro: 'Instalații sanitare și baie', ru: 'Сантехника', es: 'Fontanería y baño' } },
          { slug: 'electrical-supplies', name: { en: 'Electrical Supplies', fr: 'Matériel électrique', zh: '电工材料', de: 'Elektroinstallation', ro: 'Materiale electrice', ru: 'Электрика', es: 'Material eléctrico' } },
          { slug: 'doors-windows', name: { en: 'Doors & Windows', fr: 'Portes et fenêtres', zh: '门窗', de: 'Türen & Fenster', ro: 'Uși și ferestre', ru: 'Двери и окна', es: 'Puertas y ventanas' } },
        ],
      },
      {
        slug: 'garden',
        name: { en: 'Garden', fr: 'Jardin', zh: '花园', de: 'Garten', ro: 'Grădină', ru: 'Сад и огород', es: 'Jardín' },
        children: [
          { slug: 'garden-furniture', name: { en: 'Garden Furniture', fr: 'Mobilier de jardin', zh: '花园家具', de: 'Gartenmöbel', ro: 'Mobilier de grădină', ru: 'Садовая мебель', es: 'Muebles de jardín' } },
          { slug: 'garden-tools', name: { en: 'Garden Tools & Machinery', fr: 'Outils et motoculture', zh: '园艺工具和机械', de: 'Gartengeräte', ro: 'Unelte și utilaje de grădină', ru: 'Садовая техника и инструмент', es: 'Herramientas y maquinaria de jardín' } },
          { slug: 'plants-seeds', name: { en: 'Plants & Seeds', fr: 'Plantes et graines', zh: '植物和种子', de: 'Pflanzen & Samen', ro: 'Plante și semințe', ru: 'Растения и семена', es: 'Plantas y semillas' } },
          { slug: 'bbq-outdoor-heating', name: { en: 'BBQs & Outdoor Heating', fr: "Barbecues et chauffage d'extérieur", zh: '烧烤炉和户外取暖', de: 'Grills & Terrassenheizer', ro: 'Grătare și încălzire exterioară', ru: 'Грили и мангалы', es: 'Barbacoas y calefacción exterior' } },
          { slug: 'pools-hot-tubs', name: { en: 'Pools & Hot Tubs', fr: 'Piscines et spas', zh: '泳池和按摩浴缸', de: 'Pools & Whirlpools', ro: 'Piscine și jacuzzi', ru: 'Бассейны и джакузи', es: 'Piscinas y jacuzzis' } },
        ],
      },
    ],
  },
  {
    slug: 'fashion',
    name: { en: 'Fashion', fr: 'Mode', zh: '时尚', de: 'Mode', ro: 'Modă', ru: 'Одежда и обувь', es: 'Moda' },
    icon: '/icons/categories/fashion.svg',
    children: [
      {
        slug: 'womens-clothing',
        name: { en: "Women's Clothing", fr: 'Vêtements femme', zh: '女装', de: 'Damenbekleidung', ro: 'Îmbrăcăminte pentru femei', ru: 'Женская одежда', es: 'Ropa de mujer' },
        children: [
          { slug: 'womens-dresses', name: { en: 'Dresses', fr: 'Robes', zh: '连衣裙', de: 'Kleider', ro: 'Rochii', ru: 'Платья', es: 'Vestidos' } },
          { slug: 'womens-tops-blouses', name: { en: 'Tops & Blouses', fr: 'Hauts et chemisiers', zh: '上衣和衬衫', de: 'Tops & Blusen', ro: 'Topuri și bluze', ru: 'Топы и блузки', es: 'Tops y blusas' } },
          { slug: 'womens-jeans-trousers', name: { en: 'Jeans & Trousers', fr: 'Jeans et pantalons', zh: '牛仔裤和长裤', de: 'Jeans & Hosen', ro: 'Blugi și pantaloni', ru: 'Джинсы и брюки', es: 'Vaqueros y pantalones' } },
          { slug: 'womens-skirts', name: { en: 'Skirts', fr: 'Jupes', zh: '半身裙', de: 'Röcke', ro: 'Fuste', ru: 'Юбки', es: 'Faldas' } },
          { slug: 'womens-coats-jackets', name: { en: 'Coats & Jackets', fr: 'Manteaux et vestes', zh: '大衣和外套', de: 'Mäntel & Jacken', ro: 'Paltoane și geci', ru: 'Пальто и куртки', es: 'Abrigos y chaquetas' } },
          { slug: 'womens-knitwear', name: { en: 'Jumpers & Cardigans', fr: 'Pulls et gilets', zh: '毛衣和开衫', de: 'Pullover & Strickjacken', ro: 'Pulovere și cardigane', ru: 'Свитеры и кардиганы', es: 'Jerséis y cárdigans' } },
          { slug: 'womens-sportswear', name: { en: 'Sportswear', fr: 'Vêtements de sport', zh: '运动服', de: 'Sportbekleidung', ro: 'Îmbrăcăminte sport', ru: 'Спортивная одежда', es: 'Ropa deportiva' } },
          { slug: 'womens-lingerie-sleepwear', name: { en: 'Lingerie & Sleepwear', fr: 'Lingerie et pyjamas', zh: '内衣和睡衣', de: 'Dessous & Nachtwäsche', ro: 'Lenjerie intimă și pijamale', ru: 'Нижнее бельё и пижамы', es: 'Lencería y pijamas' } },
        ],
      },
      {
        slug: 'mens-clothing',
        name: { en: "Men's Clothing", fr: 'Vêtements homme', zh: '男装', de: 'Herrenbekleidung', ro: 'Îmbrăcăminte pentru bărbați', ru: 'Мужская одежда', es: 'Ropa de hombre' },
        children: [
          { slug: 'mens-shirts-tshirts', name: { en: 'Shirts & T-shirts', fr: 'Chemises et t-shirts', zh: '衬衫和T恤', de: 'Hemden & T-Shirts', ro: 'Cămăși și tricouri', ru: 'Рубашки и футболки', es: 'Camisas y camisetas' } },
          { slug: 'mens-jeans-trousers', name: { en: 'Jeans & Trousers', fr: 'Jeans et pantalons', zh: '牛仔裤和长裤', de: 'Jeans & Hosen', ro: 'Blugi și pantaloni', ru: 'Джинсы и брюки', es: 'Vaqueros y pantalones' } },
          { slug: 'mens-suits-blazers', name: { en: 'Suits & Blazers', fr: 'Costumes et blazers', zh: '西装', de: 'Anzüge & Sakkos', ro: 'Costume și sacouri', ru: 'Костюмы и пиджаки', es: 'Trajes y americanas' } },
          { slug: 'mens-coats-jackets', name: { en: 'Coats & Jackets', fr: 'Manteaux et blousons', zh: '大衣和夹克', de: 'Mäntel & Jacken', ro: 'Paltoane și geci', ru: 'Пальто и куртки', es: 'Abrigos y chaquetas' } },
          { slug: 'mens-jumpers-hoodies', name: { en: 'Jumpers & Hoodies', fr: 'Pulls et sweats', zh: '毛衣和卫衣', de: 'Pullover & Hoodies', ro: 'Pulovere și hanorace', ru: 'Свитеры и худи', es: 'Jerséis y sudaderas' } },
          { slug: 'mens-sportswear', name: { en: 'Sportswear', fr: 'Vêtements de sport', zh: '运动服', de: 'Sportbekleidung', ro: 'Îmbrăcăminte sport', ru: 'Спортивная одежда', es: 'Ropa deportiva' } },
        ],
      },
      {
        slug: 'shoes',
        name: { en: 'Shoes', fr: 'Chaussures', zh: '鞋履', de: 'Schuhe', ro: 'Încălțăminte', ru: 'Обувь', es: 'Calzado' },
        children: [
          { slug: 'womens-shoes', name: { en: "Women's Shoes", fr: 'Chaussures femme', zh: '女鞋', de: 'Damenschuhe', ro: 'Încălțăminte pentru femei', ru: 'Женская обувь', es: 'Zapatos de mujer' } },
          { slug: 'mens-shoes', name: { en: "Men's Shoes", fr: 'Chaussures homme', zh: '男鞋', de: 'Herrenschuhe', ro: 'Încălțăminte pentru bărbați', ru: 'Мужская обувь', es: 'Zapatos de hombre' } },
          { slug: 'sneakers', name: { en: 'Sneakers', fr: 'Baskets', zh: '运动鞋', de: 'Sneaker', ro: 'Sneakers', ru: 'Кроссовки и кеды', es: 'Zapatillas' } },
          { slug: 'boots', name: { en: 'Boots', fr: 'Bottes et bottines', zh: '靴子', de: 'Stiefel', ro: 'Cizme și ghete', ru: 'Сапоги и ботинки', es: 'Botas y botines' } },
        ],
      },
      {
        slug: 'bags-accessories',
        name: { en: 'Bags & Accessories', fr: 'Sacs et accessoires', zh: '包袋和配饰', de: 'Taschen & Accessoires', ro: 'Genți și accesorii', ru: 'Сумки и аксессуары', es: 'Bolsos y accesorios' },
        children: [
          { slug: 'handbags', name: { en: 'Handbags', fr: 'Sacs à main', zh: '手提包', de: 'Handtaschen', ro: 'Genți de mână', ru: 'Женские сумки', es: 'Bolsos de mano' } },
          { slug: 'backpacks', name: { en: 'Backpacks', fr: 'Sacs à dos', zh: '背包', de: 'Rucksäcke', ro: 'Rucsacuri', ru: 'Рюкзаки', es: 'Mochilas' } },
          { slug: 'wallets-belts', name: { en: 'Wallets & Belts', fr: 'Portefeuilles et ceintures', zh: '钱包和腰带', de: 'Geldbörsen & Gürtel', ro: 'Portofele și curele', ru: 'Кошельки и ремни', es: 'Carteras y cinturones' } },
          { slug: 'sunglasses', name: { en: 'Sunglasses', fr: 'Lunettes de soleil', zh: '太阳镜', de: 'Sonnenbrillen', ro: 'Ochelari de soare', ru: 'Солнцезащитные очки', es: 'Gafas de sol' } },
          { slug: 'hats-scarves-gloves', name: { en: 'Hats, Scarves & Gloves', fr: 'Chapeaux, écharpes et gants', zh: '帽子、围巾和手套', de: 'Mützen, Schals & Handschuhe', ro: 'Căciuli, fulare și mănuși', ru: 'Шапки, шарфы и перчатки', es: 'Gorros, bufandas y guantes' } },
        ],
      },
      {
        slug: 'jewellery-watches',
        name: { en: 'Jewellery & Watches', fr: 'Bijoux et montres', zh: '珠宝和手表', de: 'Schmuck & Uhren', ro: 'Bijuterii și ceasuri', ru: 'Украшения и часы', es: 'Joyería y relojes' },
        children: [
          { slug: 'watches', name: { en: 'Watches', fr: 'Montres', zh: '手表', de: 'Uhren', ro: 'Ceasuri', ru: 'Часы', es: 'Relojes' } },
          { slug: 'fine-jewellery', name: { en: 'Fine Jewellery', fr: 'Bijoux précieux', zh: '珠宝首饰', de: 'Echtschmuck', ro: 'Bijuterii din aur și argint', ru: 'Ювелирные украшения', es: 'Joyas' } },
          { slug: 'costume-jewellery', name: { en: 'Costume Jewellery', fr: 'Bijoux fantaisie', zh: '时尚饰品', de: 'Modeschmuck', ro: 'Bijuterii fantezie', ru: 'Бижутерия', es: 'Bisutería' } },
        ],
      },
      {
        slug: 'beauty-health',
        name: { en: 'Beauty & Health', fr: 'Beauté et santé', zh: '美容和健康', de: 'Beauty & Gesundheit', ro: 'Frumusețe și sănătate', ru: 'Красота и здоровье', es: 'Belleza y salud' },
        children: [
          { slug: 'perfumes', name: { en: 'Perfumes', fr: 'Parfums', zh: '香水', de: 'Parfums', ro: 'Parfumuri', ru: 'Парфюмерия', es: 'Perfumes' } },
          { slug: 'makeup-skincare', name: { en: 'Makeup & Skincare', fr: 'Maquillage et soins', zh: '彩妆和护肤', de: 'Make-up & Hautpflege', ro: 'Machiaj și îngrijirea pielii', ru: 'Косметика и уход за кожей', es: 'Maquillaje y cuidado de la piel' } },
          { slug: 'hair-care', name: { en: 'Hair Care & Styling', fr: 'Soins et coiffage des cheveux', zh: '美发护发', de: 'Haarpflege & Styling', ro: 'Îngrijirea și coafarea părului', ru: 'Уход за волосами', es: 'Cuidado y peinado del cabello' } },
          { slug: 'medical-supplies', name: { en: 'Medical Supplies', fr: 'Matériel médical', zh: '医疗用品', de: 'Medizinbedarf', ro: 'Produse medicale', ru: 'Медицинские товары', es: 'Productos sanitarios' } },
        ],
      },
    ],
  },
  {
    slug: 'jobs',
    name: { en: 'Jobs', fr: 'Emploi', zh: '招聘求职', de: 'Jobs', ro: 'Locuri de muncă', ru: 'Работа', es: 'Empleo' },
    icon: '/icons/categories/jobs.svg',
    children: [
      {
        slug: 'job-offers',
        name: { en: 'Job Offers', fr: "Offres d'emploi", zh: '招聘信息', de: 'Stellenangebote', ro: 'Oferte de muncă', ru: 'Вакансии', es: 'Ofertas de empleo' },
        children: [
          { slug: 'it-jobs', name: { en: 'IT & Software', fr: 'Informatique et logiciels', zh: 'IT和软件', de: 'IT & Software', ro: 'IT și software', ru: 'IT и разработка', es: 'Informática y software' } },
          { slug: 'sales-retail-jobs', name: { en: 'Sales & Retail', fr: 'Vente et commerce', zh: '销售和零售', de: 'Verkauf & Einzelhandel', ro: 'Vânzări și retail', ru: 'Продажи и розница', es: 'Ventas y comercio' } },
          { slug: 'hospitality-jobs', name: { en: 'Hospitality & Catering', fr: 'Hôtellerie et restauration', zh: '酒店和餐饮', de: 'Gastronomie & Hotellerie', ro: 'Hoteluri și restaurante', ru: 'Гостиничный и ресторанный бизнес', es: 'Hostelería y restauración' } },
          { slug: 'construction-jobs', name: { en: 'Construction & Trades', fr: 'Bâtiment et artisanat', zh: '建筑和技工', de: 'Bau & Handwerk', ro: 'Construcții și meserii', ru: 'Строительство и рабочие специальности', es: 'Construcción y oficios' } },
          { slug: 'driver-logistics-jobs', name: { en: 'Drivers & Logistics', fr: 'Transport et logistique', zh: '司机和物流', de: 'Fahrer & Logistik', ro: 'Șoferi și logistică', ru: 'Водители и логистика', es: 'Conductores y logística' } },
          { slug: 'healthcare-jobs', name: { en: 'Healthcare', fr: 'Santé', zh: '医疗保健', de: 'Gesundheitswesen', ro: 'Medicină și sănătate', ru: 'Медицина и фармацевтика', es: 'Sanidad' } },
          { slug: 'education-jobs', name: { en: 'Education', fr: 'Enseignement', zh: '教育', de: 'Bildung', ro: 'Educație', ru: 'Образование', es: 'Educación' } },
          { slug: 'office-admin-jobs', name: { en: 'Office & Administration', fr: 'Administration et secrétariat', zh: '行政和文秘', de: 'Büro & Verwaltung', ro: 'Birou și administrație', ru: 'Административный персонал', es: 'Administración y oficina' } },
        ],
      },
      { slug: 'resumes', name: { en: 'CVs & Job Seekers', fr: 'CV et candidats', zh: '求职简历', de: 'Stellengesuche', ro: 'CV-uri și căutare de job', ru: 'Резюме', es: 'Demandas de empleo' } },
      { slug: 'part-time-jobs', name: { en: 'Part-Time & Temporary', fr: 'Temps partiel et intérim', zh: '兼职和临时工', de: 'Teilzeit & Aushilfe', ro: 'Part-time și temporar', ru: 'Подработка и временная работа', es: 'Tiempo parcial y temporal' } },
      { slug: 'remote-jobs', name: { en: 'Remote Work', fr: 'Télétravail', zh: '远程工作', de: 'Remote-Jobs', ro: 'Muncă la distanță', ru: 'Удалённая работа', es: 'Teletrabajo' } },
      { slug: 'jobs-abroad', name: { en: 'Work Abroad', fr: "Emploi à l'étranger", zh: '海外工作', de: 'Jobs im Ausland', ro: 'Muncă în străinătate', ru: 'Работа за рубежом', es: 'Trabajo en el extranjero' } },
    ],
  },
  {
    slug: 'services',
    name: { en: 'Services', fr: 'Services', zh: '服务', de: 'Dienstleistungen', ro: 'Servicii', ru: 'Услуги', es: 'Servicios' },
    icon: '/icons/categories/services.svg',
    children: [
      {
        slug: 'repair-renovation',
        name: { en: 'Repair & Renovation', fr: 'Travaux et rénovation', zh: '装修和维修', de: 'Renovierung & Reparatur', ro: 'Renovări și reparații', ru: 'Ремонт и отделка', es: 'Reformas y reparaciones' },
        children: [
          { slug: 'plumbers', name: { en: 'Plumbers', fr: 'Plombiers', zh: '水管工', de: 'Klempner', ro: 'Instalatori', ru: 'Сантехники', es: 'Fontaneros' } },
          { slug: 'electricians', name: { en: 'Electricians', fr: 'Électriciens', zh: '电工', de: 'Elektriker', ro: 'Electricieni', ru: 'Электрики', es: 'Electricistas' } },
          { slug: 'painters-decorators', name: { en: 'Painters & Decorators', fr: 'Peintres en bâtiment', zh: '油漆装饰', de: 'Maler & Tapezierer', ro: 'Zugravi și finisaje', ru: 'Маляры и отделочники', es: 'Pintores y decoradores' } },
          { slug: 'appliance-repair', name: { en: 'Appliance Repair', fr: "Réparation d'électroménager", zh: '家电维修', de: 'Reparatur von Haushaltsgeräten', ro: 'Reparații electrocasnice', ru: 'Ремонт бытовой техники', es: 'Reparación de electrodomésticos' } },
          { slug: 'handyman', name: { en: 'Handyman', fr: 'Petits travaux', zh: '杂活维修', de: 'Hausmeisterservice', ro: 'Meșter la domiciliu', ru: 'Муж на час', es: 'Manitas' } },
          { slug: 'builders', name: { en: 'Builders', fr: 'Maçonnerie et gros œuvre', zh: '建筑施工', de: 'Bauarbeiten', ro: 'Construcții', ru: 'Строительные работы', es: 'Albañilería' } },
        ],
      },
      { slug: 'cleaning-services', name: { en: 'Cleaning', fr: 'Ménage et nettoyage', zh: '清洁服务', de: 'Reinigung', ro: 'Curățenie', ru: 'Уборка', es: 'Limpieza' } },
      {
        slug: 'transport-moving',
        name: { en: 'Transport & Moving', fr: 'Transport et déménagement', zh: '运输和搬家', de: 'Transport & Umzug', ro: 'Transport și mutări', ru: 'Перевозки и переезды', es: 'Transporte y mudanzas' },
        children: [
          { slug: 'moving-services', name: { en: 'Removals', fr: 'Déménagement', zh: '搬家', de: 'Umzüge', ro: 'Mutări', ru: 'Переезды', es: 'Mudanzas' } },
          { slug: 'freight-transport', name: { en: 'Freight', fr: 'Transport de marchandises', zh: '货运', de: 'Gütertransport', ro: 'Transport de marfă', ru: 'Грузоперевозки', es: 'Transporte de mercancías' } },
          { slug: 'passenger-transport', name: { en: 'Passenger Transport', fr: 'Transport de personnes', zh: '客运', de: 'Personenbeförderung', ro: 'Transport de persoane', ru: 'Пассажирские перевозки', es: 'Transporte de pasajeros' } },
        ],
      },
      {
        slug: 'car-services',
        name: { en: 'Car Services', fr: 'Services auto', zh: '汽车服务', de: 'Kfz-Service', ro: 'Servicii auto', ru: 'Автосервис', es: 'Servicios para el coche' },
        children: [
          { slug: 'car-repair', name: { en: 'Car Repair', fr: 'Réparation automobile', zh: '汽车维修', de: 'Autoreparatur', ro: 'Reparații auto', ru: 'Ремонт автомобилей', es: 'Reparación de coches' } },
          { slug: 'car-wash-detailing', name: { en: 'Car Wash & Detailing', fr: 'Lavage et esthétique auto', zh: '洗车和美容', de: 'Autowäsche & Aufbereitung', ro: 'Spălătorie și detailing auto', ru: 'Мойка и детейлинг', es: 'Lavado y detailing' } },
          { slug: 'tyre-services', name: { en: 'Tyre Services', fr: 'Montage de pneus', zh: '轮胎服务', de: 'Reifenservice', ro: 'Vulcanizare', ru: 'Шиномонтаж', es: 'Servicio de neumáticos' } },
          { slug: 'towing', name: { en: 'Towing & Roadside Assistance', fr: 'Dépannage et remorquage', zh: '拖车救援', de: 'Abschleppdienst & Pannenhilfe', ro: 'Tractări și asistență rutieră', ru: 'Эвакуатор и техпомощь', es: 'Grúa y asistencia en carretera' } },
        ],
      },
      {
        slug: 'tutoring-lessons',
        name: { en: 'Tutoring & Lessons', fr: 'Cours particuliers', zh: '家教和课程', de: 'Nachhilfe & Unterricht', ro: 'Meditații și cursuri', ru: 'Репетиторы и курсы', es: 'Clases particulares' },
        children: [
          { slug: 'language-lessons', name: { en: 'Languages', fr: 'Langues', zh: '语言', de: 'Sprachen', ro: 'Limbi străine', ru: 'Иностранные языки', es: 'Idiomas' } },
          { slug: 'school-tutoring', name: { en: 'School Subjects', fr: 'Soutien scolaire', zh: '学科辅导', de: 'Schulnachhilfe', ro: 'Meditații școlare', ru: 'Школьные предметы', es: 'Apoyo escolar' } },
          { slug: 'music-lessons', name: { en: 'Music Lessons', fr: 'Cours de musique', zh: '音乐课', de: 'Musikunterricht', ro: 'Lecții de muzică', ru: 'Уроки музыки', es: 'Clases de música' } },
          { slug: 'driving-lessons', name: { en: 'Driving Lessons', fr: 'Auto-école', zh: '驾驶培训', de: 'Fahrschule', ro: 'Școli auto', ru: 'Автошколы', es: 'Autoescuelas' } },
        ],
      },
      {
        slug: 'beauty-wellness-services',
        name: { en: 'Beauty & Wellness', fr: 'Beauté et bien-être', zh: '美容和养生', de: 'Beauty & Wellness', ro: 'Frumusețe și wellness', ru: 'Бьюти-услуги', es: 'Belleza y bienestar' },
        children: [
          { slug: 'hairdressers', name: { en: 'Hairdressers', fr: 'Coiffeurs', zh: '美发', de: 'Friseure', ro: 'Coafuri', ru: 'Парикмахеры', es: 'Peluquerías' } },
          { slug: 'nails', name: { en: 'Nails', fr: 'Manucure', zh: '美甲', de: 'Nageldesign', ro: 'Manichiură', ru: 'Маникюр', es: 'Manicura' } },
          { slug: 'massage', name: { en: 'Massage', fr: 'Massage', zh: '按摩', de: 'Massage', ro: 'Masaj', ru: 'Массаж', es: 'Masajes' } },
          { slug: 'makeup-artists', name: { en: 'Makeup Artists', fr: 'Maquilleurs', zh: '化妆师', de: 'Visagisten', ro: 'Make-up artiști', ru: 'Визажисты', es: 'Maquilladores' } },
        ],
      },
      {
        slug: 'events-photography',
        name: { en: 'Events & Photography', fr: 'Événements et photographie', zh: '活动和摄影', de: 'Events & Fotografie', ro: 'Evenimente și fotografie', ru: 'Праздники и фотосъёмка', es: 'Eventos y fotografía' },
        children: [
          { slug: 'photographers', name: { en: 'Photographers', fr: 'Photographes', zh: '摄影师', de: 'Fotografen', ro: 'Fotografi', ru: 'Фотографы', es: 'Fotógrafos' } },
          { slug: 'catering', name: { en: 'Catering', fr: 'Traiteurs', zh: '餐饮服务', de: 'Catering', ro: 'Catering', ru: 'Кейтеринг', es: 'Catering' } },
          { slug: 'event-planning', name: { en: 'Event Planning', fr: "Organisation d'événements", zh: '活动策划', de: 'Eventplanung', ro: 'Organizare evenimente', ru: 'Организация праздников', es: 'Organización de eventos' } },
          { slug: 'djs-musicians', name: { en: 'DJs & Musicians', fr: 'DJ et musiciens', zh: 'DJ和乐手', de: 'DJs & Musiker', ro: 'DJ și muzicieni', ru: 'Диджеи и музыканты', es: 'DJ y músicos' } },
        ],
      },
      { slug: 'it-web-services', name: { en: 'IT & Web Design', fr: 'Informatique et web design', zh: 'IT和网页设计', de: 'IT & Webdesign', ro: 'IT și web design', ru: 'IT-услуги и веб-дизайн', es: 'Informática y diseño web' } },
    ],
  },
  {
    slug: 'pets',
    name: { en: 'Pets', fr: 'Animaux', zh: '宠物', de: 'Haustiere', ro: 'Animale de companie', ru: 'Животные', es: 'Mascotas' },
    icon: '/icons/categories/pets.svg',
    children: [
      {
        slug: 'dogs',
        name: { en: 'Dogs', fr: 'Chiens', zh: '狗', de: 'Hunde', ro: 'Câini', ru: 'Собаки', es: 'Perros' },
        children: [
          { slug: 'puppies', name: { en: 'Puppies', fr: 'Chiots', zh: '幼犬', de: 'Welpen', ro: 'Căței', ru: 'Щенки', es: 'Cachorros' } },
          { slug: 'adult-dogs', name: { en: 'Adult Dogs', fr: 'Chiens adultes', zh: '成犬', de: 'Erwachsene Hunde', ro: 'Câini adulți', ru: 'Взрослые собаки', es: 'Perros adultos' } },
        ],
      },
      {
        slug: 'cats',
        name: { en: 'Cats', fr: 'Chats', zh: '猫', de: 'Katzen', ro: 'Pisici', ru: 'Кошки', es: 'Gatos' },
        children: [
          { slug: 'kittens', name: { en: 'Kittens', fr: 'Chatons', zh: '幼猫', de: 'Kätzchen', ro: 'Pisoi', ru: 'Котята', es: 'Gatitos' } },
          { slug: 'adult-cats', name: { en: 'Adult Cats', fr: 'Chats adultes', zh: '成年猫', de: 'Erwachsene Katzen', ro: 'Pisici adulte', ru: 'Взрослые кошки', es: 'Gatos adultos' } },
        ],
      },
      { slug: 'birds', name: { en: 'Birds', fr: 'Oiseaux', zh: '鸟类', de: 'Vögel', ro: 'Păsări', ru: 'Птицы', es: 'Pájaros' } },
      { slug: 'fish-aquariums', name: { en: 'Fish & Aquariums', fr: 'Poissons et aquariums', zh: '观赏鱼和水族箱', de: 'Fische & Aquarien', ro: 'Pești și acvarii', ru: 'Рыбки и аквариумы', es: 'Peces y acuarios' } },
      { slug: 'small-animals', name: { en: 'Rodents & Small Pets', fr: 'Rongeurs et petits animaux', zh: '啮齿和小宠物', de: 'Nagetiere & Kleintiere', ro: 'Rozătoare și animale mici', ru: 'Грызуны и мелкие животные', es: 'Roedores y pequeños animales' } },
      {
        slug: 'farm-animals',
        name: { en: 'Farm Animals', fr: 'Animaux de ferme', zh: '农场动物', de: 'Nutztiere', ro: 'Animale de fermă', ru: 'Сельскохозяйственные животные', es: 'Animales de granja' },
        children: [
          { slug: 'horses', name: { en: 'Horses', fr: 'Chevaux', zh: '马', de: 'Pferde', ro: 'Cai', ru: 'Лошади', es: 'Caballos' } },
          { slug: 'poultry', name: { en: 'Poultry', fr: 'Volailles', zh: '家禽', de: 'Geflügel', ro: 'Păsări de curte', ru: 'Домашняя птица', es: 'Aves de corral' } },
          { slug: 'cattle', name: { en: 'Cattle', fr: 'Bovins', zh: '牛', de: 'Rinder', ro: 'Bovine', ru: 'Крупный рогатый скот', es: 'Ganado vacuno' } },
          { slug: 'sheep-goats', name: { en: 'Sheep & Goats', fr: 'Ovins et caprins', zh: '羊', de: 'Schafe & Ziegen', ro: 'Ovine și caprine', ru: 'Овцы и козы', es: 'Ovejas y cabras' } },
        ],
      },
      {
        slug: 'pet-accessories',
        name: { en: 'Pet Supplies', fr: 'Accessoires pour animaux', zh: '宠物用品', de: 'Tierbedarf', ro: 'Accesorii pentru animale', ru: 'Товары для животных', es: 'Accesorios para mascotas' },
        children: [
          { slug: 'pet-food', name: { en: 'Pet Food', fr: 'Nourriture pour animaux', zh: '宠物食品', de: 'Tierfutter', ro: 'Hrană pentru animale', ru: 'Корма', es: 'Comida para mascotas' } },
          { slug: 'pet-cages-beds-carriers', name: { en: 'Cages, Beds & Carriers', fr: 'Cages, couchages et caisses de transport', zh: '笼子、窝和外出包', de: 'Käfige, Betten & Transportboxen', ro: 'Cuști, culcușuri și cuști de transport', ru: 'Клетки, лежанки и переноски', es: 'Jaulas, camas y transportines' } },
          { slug: 'pet-toys', name: { en: 'Pet Toys', fr: 'Jouets pour animaux', zh: '宠物玩具', de: 'Tierspielzeug', ro: 'Jucării pentru animale', ru: 'Игрушки для животных', es: 'Juguetes para mascotas' } },
        ],
      },
    ],
  },
  {
    slug: 'hobbies-leisure',
    name: { en: 'Hobbies & Leisure', fr: 'Loisirs', zh: '爱好和休闲', de: 'Freizeit & Hobby', ro: 'Hobby și timp liber', ru: 'Хобби и отдых', es: 'Ocio y aficiones' },
    icon: '/icons/categories/hobbies-leisure.svg',
    children: [
      {
        slug: 'bicycles',
        name: { en: 'Bicycles', fr: 'Vélos', zh: '自行车', de: 'Fahrräder', ro: 'Biciclete', ru: 'Велосипеды', es: 'Bicicletas' },
        children: [
          { slug: 'mountain-bikes', name: { en: 'Mountain Bikes', fr: 'VTT', zh: '山地车', de: 'Mountainbikes', ro: 'Biciclete MTB', ru: 'Горные велосипеды', es: 'Bicicletas de montaña' } },
          { slug: 'road-bikes', name: { en: 'Road Bikes', fr: 'Vélos de route', zh: '公路车', de: 'Rennräder', ro: 'Biciclete de șosea', ru: 'Шоссейные велосипеды', es: 'Bicicletas de carretera' } },
          { slug: 'city-bikes', name: { en: 'City Bikes', fr: 'Vélos de ville', zh: '城市自行车', de: 'Citybikes', ro: 'Biciclete de oraș', ru: 'Городские велосипеды', es: 'Bicicletas urbanas' } },
          { slug: 'e-bikes', name: { en: 'E-bikes', fr: 'Vélos électriques', zh: '电动自行车', de: 'E-Bikes', ro: 'Biciclete electrice', ru: 'Электровелосипеды', es: 'Bicicletas eléctricas' } },
          { slug: 'kids-bikes', name: { en: "Kids' Bikes", fr: 'Vélos enfant', zh: '儿童自行车', de: 'Kinderfahrräder', ro: 'Biciclete pentru copii', ru: 'Детские велосипеды', es: 'Bicicletas infantiles' } },
          { slug: 'e-scooters', name: { en: 'E-scooters', fr: 'Trottinettes électriques', zh: '电动滑板车', de: 'E-Scooter', ro: 'Trotinete electrice', ru: 'Электросамокаты', es: 'Patinetes eléctricos' } },
          { slug: 'bike-parts-accessories', name: { en: 'Bike Parts & Accessories', fr: 'Pièces et accessoires vélo', zh: '自行车零件和配件', de: 'Fahrradteile & Zubehör', ro: 'Piese și accesorii pentru biciclete', ru: 'Велозапчасти и аксессуары', es: 'Piezas y accesorios para bicicletas' } },
        ],
      },
      {
        slug: 'musical-instruments',
        name: { en: 'Musical Instruments', fr: 'Instruments de musique', zh: '乐器', de: 'Musikinstrumente', ro: 'Instrumente muzicale', ru: 'Музыкальные инструменты', es: 'Instrumentos musicales' },
        children: [
          { slug: 'guitars-basses', name: { en: 'Guitars & Basses', fr: 'Guitares et basses', zh: '吉他和贝斯', de: 'Gitarren & Bässe', ro: 'Chitare și chitare bas', ru: 'Гитары и бас-гитары', es: 'Guitarras y bajos' } },
          { slug: 'pianos-keyboards', name: { en: 'Pianos & Keyboards', fr: 'Pianos et claviers', zh: '钢琴和键盘乐器', de: 'Klaviere & Keyboards', ro: 'Piane și clape', ru: 'Пианино и синтезаторы', es: 'Pianos y teclados' } },
          { slug: 'drums-percussion', name: { en: 'Drums & Percussion', fr: 'Batteries et percussions', zh: '鼓和打击乐器', de: 'Schlagzeug & Percussion', ro: 'Tobe și percuție', ru: 'Ударные инструменты', es: 'Baterías y percusión' } },
          { slug: 'wind-instruments', name: { en: 'Wind Instruments', fr: 'Instruments à vent', zh: '管乐器', de: 'Blasinstrumente', ro: 'Instrumente de suflat', ru: 'Духовые инструменты', es: 'Instrumentos de viento' } },
          { slug: 'string-instruments', name: { en: 'Violins & Strings', fr: 'Violons et instruments à cordes', zh: '小提琴和弦乐器', de: 'Geigen & Streichinstrumente', ro: 'Viori și instrumente cu coarde', ru: 'Скрипки и смычковые', es: 'Violines e instrumentos de cuerda' } },
          { slug: 'studio-stage-equipment', name: { en: 'Studio & Stage Equipment', fr: 'Matériel de studio et de scène', zh: '录音室和舞台设备', de: 'Studio- & Bühnentechnik', ro: 'Echipamente de studio și scenă', ru: 'Студийное и сценическое оборудование', es: 'Equipos de estudio y escenario' } },
        ],
      },
      {
        slug: 'sports-fitness',
        name: { en: 'Sports & Fitness', fr: 'Sport et fitness', zh: '运动和健身', de: 'Sport & Fitness', ro: 'Sport și fitness', ru: 'Спорт и фитнес', es: 'Deporte y fitness' },
        children: [
          { slug: 'fitness-equipment', name: { en: 'Fitness & Gym Equipment', fr: 'Musculation et fitness', zh: '健身器材', de: 'Fitnessgeräte', ro: 'Aparate de fitness', ru: 'Тренажёры и фитнес', es: 'Aparatos de fitness' } },
          { slug: 'ski-snowboard', name: { en: 'Ski & Snowboard', fr: 'Ski et snowboard', zh: '滑雪和单板', de: 'Ski & Snowboard', ro: 'Schi și snowboard', ru: 'Лыжи и сноуборды', es: 'Esquí y snowboard' } },
          { slug: 'team-sports', name: { en: 'Team Sports', fr: 'Sports collectifs', zh: '团队运动', de: 'Mannschaftssport', ro: 'Sporturi de echipă', ru: 'Командные виды спорта', es: 'Deportes de equipo' } },
          { slug: 'camping-hiking', name: { en: 'Camping & Hiking', fr: 'Camping et randonnée', zh: '露营和徒步', de: 'Camping & Wandern', ro: 'Camping și drumeții', ru: 'Туризм и кемпинг', es: 'Camping y senderismo' } },
          { slug: 'fishing-hunting', name: { en: 'Fishing & Hunting', fr: 'Pêche et chasse', zh: '钓鱼和狩猎', de: 'Angeln & Jagd', ro: 'Pescuit și vânătoare', ru: 'Рыбалка и охота', es: 'Pesca y caza' } },
          { slug: 'water-sports', name: { en: 'Water Sports', fr: 'Sports nautiques', zh: '水上运动', de: 'Wassersport', ro: 'Sporturi nautice', ru: 'Водные виды спорта', es: 'Deportes acuáticos' } },
          { slug: 'racket-sports', name: { en: 'Tennis & Racket Sports', fr: 'Tennis et sports de raquette', zh: '网球和球拍运动', de: 'Tennis & Schlägersport', ro: 'Tenis și sporturi cu rachetă', ru: 'Теннис и бадминтон', es: 'Tenis y deportes de raqueta' } },
          { slug: 'martial-arts-boxing', name: { en: 'Martial Arts & Boxing', fr: 'Arts martiaux et boxe', zh: '武术和拳击', de: 'Kampfsport & Boxen', ro: 'Arte marțiale și box', ru: 'Единоборства и бокс', es: 'Artes marciales y boxeo' } },
        ],
      },
      {
        slug: 'books-magazines',
        name: { en: 'Books & Magazines', fr: 'Livres et magazines', zh: '书籍和杂志', de: 'Bücher & Zeitschriften', ro: 'Cărți și reviste', ru: 'Книги и журналы', es: 'Libros y revistas' },
        children: [
          { slug: 'fiction-books', name: { en: 'Fiction', fr: 'Romans', zh: '小说', de: 'Belletristik', ro: 'Beletristică', ru: 'Художественная литература', es: 'Ficción' } },
          { slug: 'textbooks', name: { en: 'Textbooks', fr: 'Manuels scolaires', zh: '教科书', de: 'Lehrbücher', ro: 'Manuale', ru: 'Учебники', es: 'Libros de texto' } },
          { slug: 'childrens-books', name: { en: "Children's Books", fr: 'Livres pour enfants', zh: '童书', de: 'Kinderbücher', ro: 'Cărți pentru copii', ru: 'Детские книги', es: 'Libros infantiles' } },
          { slug: 'comics-manga', name: { en: 'Comics & Manga', fr: 'BD et mangas', zh: '漫画', de: 'Comics & Manga', ro: 'Benzi desenate și manga', ru: 'Комиксы и манга', es: 'Cómics y manga' } },
        ],
      },
      {
        slug: 'collectibles-art',
        name: { en: 'Collectibles & Art', fr: 'Collections et art', zh: '收藏品和艺术品', de: 'Sammeln & Kunst', ro: 'Colecții și artă', ru: 'Коллекционирование и искусство', es: 'Coleccionismo y arte' },
        children: [
          { slug: 'coins-banknotes', name: { en: 'Coins & Banknotes', fr: 'Monnaies et billets', zh: '钱币和纸币', de: 'Münzen & Banknoten', ro: 'Monede și bancnote', ru: 'Монеты и банкноты', es: 'Monedas y billetes' } },
          { slug: 'stamps', name: { en: 'Stamps', fr: 'Timbres', zh: '邮票', de: 'Briefmarken', ro: 'Timbre', ru: 'Марки', es: 'Sellos' } },
          { slug: 'antiques', name: { en: 'Antiques', fr: 'Antiquités', zh: '古董', de: 'Antiquitäten', ro: 'Antichități', ru: 'Антиквариат', es: 'Antigüedades' } },
          { slug: 'paintings-art', name: { en: 'Paintings & Artworks', fr: "Peintures et œuvres d'art", zh: '绘画和艺术品', de: 'Gemälde & Kunstwerke', ro: 'Tablouri și opere de artă', ru: 'Картины и предметы искусства', es: 'Pintura y obras de arte' } },
          { slug: 'vinyl-cds', name: { en: 'Vinyl & CDs', fr: 'Vinyles et CD', zh: '黑胶唱片和CD', de: 'Schallplatten & CDs', ro: 'Viniluri și CD-uri', ru: 'Пластинки и CD', es: 'Vinilos y CD' } },
        ],
      },
      {
        slug: 'tickets-travel',
        name: { en: 'Tickets & Travel', fr: 'Billets et voyages', zh: '门票和旅行', de: 'Tickets & Reisen', ro: 'Bilete și călătorii', ru: 'Билеты и путешествия', es: 'Entradas y viajes' },
        children: [
          { slug: 'concert-tickets', name: { en: 'Concerts', fr: 'Concerts', zh: '演唱会', de: 'Konzerte', ro: 'Concerte', ru: 'Концерты', es: 'Conciertos' } },
          { slug: 'sports-tickets', name: { en: 'Sports Events', fr: 'Événements sportifs', zh: '体育赛事', de: 'Sportveranstaltungen', ro: 'Evenimente sportive', ru: 'Спортивные мероприятия', es: 'Eventos deportivos' } },
          { slug: 'theatre-tickets', name: { en: 'Theatre & Shows', fr: 'Théâtre et spectacles', zh: '戏剧和演出', de: 'Theater & Shows', ro: 'Teatru și spectacole', ru: 'Театр и шоу', es: 'Teatro y espectáculos' } },
          { slug: 'travel-vouchers', name: { en: 'Trips & Vouchers', fr: 'Voyages et bons cadeaux', zh: '旅游和代金券', de: 'Reisen & Gutscheine', ro: 'Călătorii și vouchere', ru: 'Туры и сертификаты', es: 'Viajes y vales' } },
        ],
      },
    ],
  },
  {
    slug: 'kids-baby',
    name: { en: 'Kids & Baby', fr: 'Enfants et bébés', zh: '母婴儿童', de: 'Baby & Kind', ro: 'Copii și bebeluși', ru: 'Детские товары', es: 'Niños y bebés' },
    icon: '/icons/categories/kids-baby.svg',
    children: [
      {
        slug: 'kids-clothing-shoes',
        name: { en: "Kids' Clothing & Shoes", fr: 'Vêtements et chaussures enfant', zh: '童装童鞋', de: 'Kinderbekleidung & Schuhe', ro: 'Haine și încălțăminte pentru copii', ru: 'Детская одежда и обувь', es: 'Ropa y calzado infantil' },
        children: [
          { slug: 'baby-clothing', name: { en: 'Baby (0–2 years)', fr: 'Bébé (0–2 ans)', zh: '婴儿（0–2岁）', de: 'Baby (0–2 Jahre)', ro: 'Bebeluși (0–2 ani)', ru: 'Малыши (0–2 года)', es: 'Bebé (0–2 años)' } },
          { slug: 'girls-clothing', name: { en: 'Girls', fr: 'Filles', zh: '女童', de: 'Mädchen', ro: 'Fete', ru: 'Девочки', es: 'Niña' } },
          { slug: 'boys-clothing', name: { en: 'Boys', fr: 'Garçons', zh: '男童', de: 'Jungen', ro: 'Băieți', ru: 'Мальчики', es: 'Niño' } },
          { slug: 'kids-shoes', name: { en: "Kids' Shoes", fr: 'Chaussures enfant', zh: '童鞋', de: 'Kinderschuhe', ro: 'Încălțăminte pentru copii', ru: 'Детская обувь', es: 'Calzado infantil' } },
        ],
      },
      {
        slug: 'prams-car-seats',
        name: { en: 'Prams & Car Seats', fr: 'Poussettes et sièges auto', zh: '婴儿车和安全座椅', de: 'Kinderwagen & Autositze', ro: 'Cărucioare și scaune auto', ru: 'Коляски и автокресла', es: 'Carritos y sillas de coche' },
        children: [
          { slug: 'strollers', name: { en: 'Prams & Strollers', fr: 'Poussettes', zh: '婴儿推车', de: 'Kinderwagen & Buggys', ro: 'Cărucioare', ru: 'Коляски', es: 'Cochecitos y sillas de paseo' } },
          { slug: 'car-seats', name: { en: 'Car Seats', fr: 'Sièges auto', zh: '儿童安全座椅', de: 'Kindersitze', ro: 'Scaune auto pentru copii', ru: 'Автокресла', es: 'Sillas de coche' } },
          { slug: 'baby-carriers', name: { en: 'Baby Carriers', fr: 'Porte-bébés', zh: '婴儿背带', de: 'Babytragen', ro: 'Marsupii', ru: 'Эрго-рюкзаки и слинги', es: 'Mochilas portabebés' } },
        ],
      },
      {
        slug: 'kids-furniture',
        name: { en: "Kids' Furniture", fr: 'Mobilier enfant', zh: '儿童家具', de: 'Kindermöbel', ro: 'Mobilier pentru copii', ru: 'Детская мебель', es: 'Muebles infantiles' },
        children: [
          { slug: 'cots-cribs', name: { en: 'Cots & Cribs', fr: 'Lits bébé', zh: '婴儿床', de: 'Babybetten', ro: 'Pătuțuri', ru: 'Детские кроватки', es: 'Cunas' } },
          { slug: 'high-chairs', name: { en: 'High Chairs', fr: 'Chaises hautes', zh: '儿童餐椅', de: 'Hochstühle', ro: 'Scaune de masă pentru copii', ru: 'Стульчики для кормления', es: 'Tronas' } },
          { slug: 'changing-tables', name: { en: 'Changing Tables', fr: 'Tables à langer', zh: '尿布台', de: 'Wickelkommoden', ro: 'Mese de înfășat', ru: 'Пеленальные столики', es: 'Cambiadores' } },
        ],
      },
      {
        slug: 'toys-games',
        name: { en: 'Toys & Games', fr: 'Jouets et jeux', zh: '玩具和游戏', de: 'Spielzeug & Spiele', ro: 'Jucării și jocuri', ru: 'Игрушки и игры', es: 'Juguetes y juegos' },
        children: [
          { slug: 'construction-toys', name: { en: 'Construction Toys', fr: 'Jeux de construction', zh: '积木和拼装玩具', de: 'Bauspielzeug', ro: 'Jocuri de construcție', ru: 'Конструкторы', es: 'Juegos de construcción' } },
          { slug: 'dolls-soft-toys', name: { en: 'Dolls & Soft Toys', fr: 'Poupées et peluches', zh: '娃娃和毛绒玩具', de: 'Puppen & Kuscheltiere', ro: 'Păpuși și jucării de pluș', ru: 'Куклы и мягкие игрушки', es: 'Muñecas y peluches' } },
          { slug: 'board-games-puzzles', name: { en: 'Board Games & Puzzles', fr: 'Jeux de société et puzzles', zh: '桌游和拼图', de: 'Brettspiele & Puzzles', ro: 'Jocuri de societate și puzzle-uri', ru: 'Настольные игры и пазлы', es: 'Juegos de mesa y puzles' } },
          { slug: 'outdoor-toys', name: { en: 'Outdoor Toys', fr: 'Jeux de plein air', zh: '户外玩具', de: 'Outdoor-Spielzeug', ro: 'Jucării de exterior', ru: 'Игрушки для улицы', es: 'Juguetes de exterior' } },
          { slug: 'educational-toys', name: { en: 'Educational Toys', fr: 'Jouets éducatifs', zh: '益智玩具', de: 'Lernspielzeug', ro: 'Jucării educative', ru: 'Развивающие игрушки', es: 'Juguetes educativos' } },
          { slug: 'remote-control-toys', name: { en: 'Remote-Control Toys', fr: 'Jouets radiocommandés', zh: '遥控玩具', de: 'Ferngesteuertes Spielzeug', ro: 'Jucării cu telecomandă', ru: 'Радиоуправляемые игрушки', es: 'Juguetes teledirigidos' } },
        ],
      },
      { slug: 'feeding-baby-care', name: { en: 'Feeding & Baby Care', fr: 'Repas et soins bébé', zh: '喂养和护理', de: 'Füttern & Babypflege', ro: 'Hrănire și îngrijire', ru: 'Кормление и уход', es: 'Alimentación y cuidado del bebé' } },
    ],
  },
  {
    slug: 'business-industry',
    name: { en: 'Business & Industry', fr: 'Professionnels et industrie', zh: '商业和工业', de: 'Business & Industrie', ro: 'Afaceri și industrie', ru: 'Бизнес и промышленность', es: 'Negocios e industria' },
    icon: '/icons/categories/business-industry.svg',
    children: [
      { slug: 'businesses-for-sale', name: { en: 'Businesses for Sale', fr: 'Fonds de commerce', zh: '企业转让', de: 'Firmen zu verkaufen', ro: 'Afaceri de vânzare', ru: 'Готовый бизнес', es: 'Traspasos de negocios' } },
      {
        slug: 'industrial-equipment',
        name: { en: 'Industrial Equipment', fr: 'Équipement industriel', zh: '工业设备', de: 'Industrieanlagen', ro: 'Echipamente industriale', ru: 'Промышленное оборудование', es: 'Equipos industriales' },
        children: [
          { slug: 'metalworking-machines', name: { en: 'Metalworking Machines', fr: 'Machines pour le travail des métaux', zh: '金属加工设备', de: 'Metallbearbeitungsmaschinen', ro: 'Mașini de prelucrare a metalelor', ru: 'Металлообрабатывающие станки', es: 'Maquinaria para metal' } },
          { slug: 'woodworking-machines', name: { en: 'Woodworking Machines', fr: 'Machines à bois', zh: '木工机械', de: 'Holzbearbeitungsmaschinen', ro: 'Mașini de prelucrare a lemnului', ru: 'Деревообрабатывающие станки', es: 'Maquinaria para madera' } },
          { slug: 'generators-compressors', name: { en: 'Generators & Compressors', fr: 'Groupes électrogènes et compresseurs', zh: '发电机和压缩机', de: 'Generatoren & Kompressoren', ro: 'Generatoare și compresoare', ru: 'Генераторы и компрессоры', es: 'Generadores y compresores' } },
          { slug: 'packaging-machinery', name: { en: 'Packaging Machinery', fr: "Machines d'emballage", zh: '包装机械', de: 'Verpackungsmaschinen', ro: 'Utilaje de ambalare', ru: 'Упаковочное оборудование', es: 'Maquinaria de envasado' } },
          { slug: 'food-processing-equipment', name: { en: 'Food Processing Equipment', fr: 'Équipement agroalimentaire', zh: '食品加工设备', de: 'Lebensmitteltechnik', ro: 'Echipamente pentru industria alimentară', ru: 'Пищевое оборудование', es: 'Maquinaria alimentaria' } },
        ],
      },
      {
        slug: 'retail-restaurant-equipment',
        name: { en: 'Shop & Restaurant Equipment', fr: 'Équipement de magasin et de restaurant', zh: '商店和餐厅设备', de: 'Laden- & Gastronomiebedarf', ro: 'Echipamente pentru magazine și restaurante', ru: 'Оборудование для магазинов и ресторанов', es: 'Equipamiento para comercios y hostelería' },
        children: [
          { slug: 'commercial-kitchen', name: { en: 'Commercial Kitchen', fr: 'Cuisine professionnelle', zh: '商用厨房设备', de: 'Gastroküche', ro: 'Bucătării profesionale', ru: 'Профессиональная кухня', es: 'Cocina industrial' } },
          { slug: 'commercial-refrigeration', name: { en: 'Commercial Refrigeration', fr: 'Froid commercial', zh: '商用制冷设备', de: 'Gewerbliche Kühltechnik', ro: 'Echipamente frigorifice', ru: 'Холодильное оборудование', es: 'Refrigeración comercial' } },
          { slug: 'store-fittings-displays', name: { en: 'Shop Fittings & Displays', fr: 'Agencement de magasin', zh: '货架和展示柜', de: 'Ladeneinrichtung', ro: 'Mobilier comercial', ru: 'Торговое оборудование', es: 'Mobiliario comercial' } },
          { slug: 'pos-cash-registers', name: { en: 'POS & Cash Registers', fr: 'Caisses enregistreuses', zh: '收银设备', de: 'Kassensysteme', ro: 'Case de marcat', ru: 'Кассовое оборудование', es: 'Cajas registradoras y TPV' } },
        ],
      },
      { slug: 'office-equipment', name: { en: 'Office Equipment & Supplies', fr: 'Équipement et fournitures de bureau', zh: '办公设备和用品', de: 'Bürotechnik & Bürobedarf', ro: 'Echipamente și consumabile de birou', ru: 'Оргтехника и канцтовары', es: 'Material y equipos de oficina' } },
      {
        slug: 'raw-materials',
        name: { en: 'Raw Materials', fr: 'Matières premières', zh: '原材料', de: 'Rohstoffe', ro: 'Materii prime', ru: 'Сырьё и материалы', es: 'Materias primas' },
        children: [
          { slug: 'wood-timber', name: { en: 'Wood & Timber', fr: 'Bois', zh: '木材', de: 'Holz', ro: 'Lemn și cherestea', ru: 'Древесина и пиломатериалы', es: 'Madera' } },
          { slug: 'metals', name: { en: 'Metals', fr: 'Métaux', zh: '金属', de: 'Metalle', ro: 'Metale', ru: 'Металлы', es: 'Metales' } },
          { slug: 'plastics-chemicals', name: { en: 'Plastics & Chemicals', fr: 'Plastiques et produits chimiques', zh: '塑料和化工', de: 'Kunststoffe & Chemikalien', ro: 'Materiale plastice și chimice', ru: 'Пластик и химия', es: 'Plásticos y química' } },
        ],
      },
      {
        slug: 'agriculture',
        name: { en: 'Agriculture', fr: 'Agriculture', zh: '农业', de: 'Landwirtschaft', ro: 'Agricultură', ru: 'Сельское хозяйство', es: 'Agricultura' },
        children: [
          { slug: 'crops-produce', name: { en: 'Crops & Produce', fr: 'Récoltes et produits agricoles', zh: '农产品', de: 'Agrarprodukte', ro: 'Produse agricole', ru: 'Сельхозпродукция', es: 'Productos agrícolas' } },
          { slug: 'seeds-fertilisers', name: { en: 'Seeds & Fertilisers', fr: 'Semences et engrais', zh: '种子和化肥', de: 'Saatgut & Dünger', ro: 'Semințe și îngrășăminte', ru: 'Семена и удобрения', es: 'Semillas y fertilizantes' } },
          { slug: 'beekeeping', name: { en: 'Beekeeping', fr: 'Apiculture', zh: '养蜂', de: 'Imkerei', ro: 'Apicultură', ru: 'Пчеловодство', es: 'Apicultura' } },
        ],
      },
    ],
  },
  {
    slug: 'food-drinks',
    name: { en: 'Food & Drinks', fr: 'Alimentation et boissons', zh: '食品和饮料', de: 'Lebensmittel & Getränke', ro: 'Alimente și băuturi', ru: 'Продукты и напитки', es: 'Alimentación y bebidas' },
    icon: '/icons/categories/food-drinks.svg',
    children: [
      { slug: 'fruit-vegetables', name: { en: 'Fruit & Vegetables', fr: 'Fruits et légumes', zh: '水果和蔬菜', de: 'Obst & Gemüse', ro: 'Fructe și legume', ru: 'Овощи и фрукты', es: 'Frutas y verduras' } },
      { slug: 'meat-dairy', name: { en: 'Meat & Dairy', fr: 'Viande et produits laitiers', zh: '肉类和乳制品', de: 'Fleisch & Milchprodukte', ro: 'Carne și lactate', ru: 'Мясо и молочные продукты', es: 'Carne y lácteos' } },
      { slug: 'honey-preserves', name: { en: 'Honey & Preserves', fr: 'Miel et conserves', zh: '蜂蜜和果酱', de: 'Honig & Eingemachtes', ro: 'Miere și conserve', ru: 'Мёд и домашние заготовки', es: 'Miel y conservas' } },
      { slug: 'homemade-food-cakes', name: { en: 'Homemade Food & Cakes', fr: 'Plats faits maison et gâteaux', zh: '家常菜和蛋糕', de: 'Hausgemachtes & Torten', ro: 'Mâncare de casă și torturi', ru: 'Домашняя еда и торты', es: 'Comida casera y tartas' } },
      { slug: 'wine-drinks', name: { en: 'Wine & Drinks', fr: 'Vins et boissons', zh: '葡萄酒和饮料', de: 'Wein & Getränke', ro: 'Vinuri și băuturi', ru: 'Вино и напитки', es: 'Vinos y bebidas' } },
    ],
  },
];
