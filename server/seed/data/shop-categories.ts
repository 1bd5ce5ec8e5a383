import type { CategorySeed } from './ad-categories.ts';

/**
 * Shop (e-commerce) category tree (three levels). Every slug starts with "shop-"
 * so it never collides with an ad category; top-level entries carry an icon
 * under /icons/shop-categories/.
 */
export const shopCategories: CategorySeed[] = [
  {
    slug: 'shop-electronics',
    name: { en: 'Electronics', fr: 'Électronique', zh: '电子产品', de: 'Elektronik', ro: 'Electronice', ru: 'Электроника', es: 'Electrónica' },
    icon: '/icons/shop-categories/shop-electronics.svg',
    children: [
      {
        slug: 'shop-phones-accessories',
        name: { en: 'Phones & Accessories', fr: 'Téléphones et accessoires', zh: '手机和配件', de: 'Handys & Zubehör', ro: 'Telefoane și accesorii', ru: 'Телефоны и аксессуары', es: 'Móviles y accesorios' },
        children: [
          { slug: 'shop-smartphones', name: { en: 'Smartphones', fr: 'Smartphones', zh: '智能手机', de: 'Smartphones', ro: 'Smartphone-uri', ru: 'Смартфоны', es: 'Smartphones' } },
          { slug: 'shop-phone-cases', name: { en: 'Cases & Screen Protectors', fr: "Coques et protections d'écran", zh: '手机壳和贴膜', de: 'Hüllen & Displayschutz', ro: 'Huse și folii de protecție', ru: 'Чехлы и защитные стёкла', es: 'Fundas y protectores de pantalla' } },
          { slug: 'shop-chargers-cables', name: { en: 'Chargers & Cables', fr: 'Chargeurs et câbles', zh: '充电器和数据线', de: 'Ladegeräte & Kabel', ro: 'Încărcătoare și cabluri', ru: 'Зарядные устройства и кабели', es: 'Cargadores y cables' } },
          { slug: 'shop-power-banks', name: { en: 'Power Banks', fr: 'Batteries externes', zh: '移动电源', de: 'Powerbanks', ro: 'Baterii externe', ru: 'Внешние аккумуляторы', es: 'Baterías externas' } },
          { slug: 'shop-smartwatches', name: { en: 'Smartwatches & Fitness Trackers', fr: "Montres connectées et bracelets d'activité", zh: '智能手表和手环', de: 'Smartwatches & Fitness-Tracker', ro: 'Ceasuri inteligente și brățări fitness', ru: 'Умные часы и фитнес-браслеты', es: 'Smartwatches y pulseras de actividad' } },
        ],
      },
      {
        slug: 'shop-computers-tablets',
        name: { en: 'Computers & Tablets', fr: 'Ordinateurs et tablettes', zh: '电脑和平板', de: 'Computer & Tablets', ro: 'Calculatoare și tablete', ru: 'Компьютеры и планшеты', es: 'Informática y tablets' },
        children: [
          { slug: 'shop-laptops', name: { en: 'Laptops', fr: 'Ordinateurs portables', zh: '笔记本电脑', de: 'Laptops', ro: 'Laptopuri', ru: 'Ноутбуки', es: 'Portátiles' } },
          { slug: 'shop-desktop-pcs', name: { en: 'Desktop PCs', fr: 'PC de bureau', zh: '台式机', de: 'Desktop-PCs', ro: 'Calculatoare desktop', ru: 'Настольные ПК', es: 'PC de sobremesa' } },
          { slug: 'shop-tablets', name: { en: 'Tablets', fr: 'Tablettes', zh: '平板电脑', de: 'Tablets', ro: 'Tablete', ru: 'Планшеты', es: 'Tablets' } },
          { slug: 'shop-monitors', name: { en: 'Monitors', fr: 'Écrans', zh: '显示器', de: 'Monitore', ro: 'Monitoare', ru: 'Мониторы', es: 'Monitores' } },
          { slug: 'shop-pc-accessories', name: { en: 'Keyboards, Mice & Accessories', fr: 'Claviers, souris et accessoires', zh: '键鼠和配件', de: 'Tastaturen, Mäuse & Zubehör', ro: 'Tastaturi, mouse-uri și accesorii', ru: 'Клавиатуры, мыши и аксессуары', es: 'Teclados, ratones y accesorios' } },
          { slug: 'shop-storage-memory', name: { en: 'Storage & Memory Cards', fr: 'Stockage et cartes mémoire', zh: '存储设备和存储卡', de: 'Speicher & Speicherkarten', ro: 'Stocare și carduri de memorie', ru: 'Накопители и карты памяти', es: 'Almacenamiento y tarjetas de memoria' } },
          { slug: 'shop-printers-ink', name: { en: 'Printers & Ink', fr: 'Imprimantes et encre', zh: '打印机和墨盒', de: 'Drucker & Tinte', ro: 'Imprimante și cartușe', ru: 'Принтеры и картриджи', es: 'Impresoras y tinta' } },
          { slug: 'shop-networking', name: { en: 'Networking', fr: 'Réseau', zh: '网络设备', de: 'Netzwerktechnik', ro: 'Echipamente de rețea', ru: 'Сетевое оборудование', es: 'Redes' } },
        ],
      },
      {
        slug: 'shop-tv-audio',
        name: { en: 'TV & Audio', fr: 'TV et audio', zh: '电视和音响', de: 'TV & Audio', ro: 'TV și audio', ru: 'ТВ и аудио', es: 'TV y audio' },
        children: [
          { slug: 'shop-tvs', name: { en: 'TVs', fr: 'Téléviseurs', zh: '电视机', de: 'Fernseher', ro: 'Televizoare', ru: 'Телевизоры', es: 'Televisores' } },
          { slug: 'shop-headphones', name: { en: 'Headphones & Earbuds', fr: 'Casques et écouteurs', zh: '耳机', de: 'Kopfhörer & In-Ears', ro: 'Căști audio', ru: 'Наушники', es: 'Auriculares' } },
          { slug: 'shop-bluetooth-speakers', name: { en: 'Bluetooth Speakers', fr: 'Enceintes Bluetooth', zh: '蓝牙音箱', de: 'Bluetooth-Lautsprecher', ro: 'Boxe Bluetooth', ru: 'Bluetooth-колонки', es: 'Altavoces Bluetooth' } },
          { slug: 'shop-soundbars-home-cinema', name: { en: 'Soundbars & Home Cinema', fr: 'Barres de son et home cinéma', zh: '回音壁和家庭影院', de: 'Soundbars & Heimkino', ro: 'Soundbar-uri și home cinema', ru: 'Саундбары и домашние кинотеатры', es: 'Barras de sonido y cine en casa' } },
          { slug: 'shop-streaming-devices', name: { en: 'Streaming Devices', fr: 'Passerelles multimédias', zh: '流媒体播放器', de: 'Streaming-Geräte', ro: 'Dispozitive de streaming', ru: 'Медиаплееры и ТВ-приставки', es: 'Dispositivos de streaming' } },
        ],
      },
      {
        slug: 'shop-cameras-drones',
        name: { en: 'Cameras & Drones', fr: 'Appareils photo et drones', zh: '相机和无人机', de: 'Kameras & Drohnen', ro: 'Camere foto și drone', ru: 'Фотоаппараты и дроны', es: 'Cámaras y drones' },
        children: [
          { slug: 'shop-digital-cameras', name: { en: 'Digital Cameras', fr: 'Appareils photo numériques', zh: '数码相机', de: 'Digitalkameras', ro: 'Aparate foto digitale', ru: 'Цифровые фотоаппараты', es: 'Cámaras digitales' } },
          { slug: 'shop-action-cameras', name: { en: 'Action Cameras', fr: 'Caméras sport', zh: '运动相机', de: 'Action-Cams', ro: 'Camere sport', ru: 'Экшн-камеры', es: 'Cámaras deportivas' } },
          { slug: 'shop-drones', name: { en: 'Drones', fr: 'Drones', zh: '无人机', de: 'Drohnen', ro: 'Drone', ru: 'Дроны', es: 'Drones' } },
          { slug: 'shop-camera-accessories', name: { en: 'Camera Accessories', fr: 'Accessoires photo', zh: '摄影配件', de: 'Kamerazubehör', ro: 'Accesorii foto', ru: 'Фотоаксессуары', es: 'Accesorios de fotografía' } },
        ],
      },
      {
        slug: 'shop-gaming',
        name: { en: 'Gaming', fr: 'Gaming', zh: '游戏设备', de: 'Gaming', ro: 'Gaming', ru: 'Игры и консоли', es: 'Videojuegos' },
        children: [
          { slug: 'shop-consoles', name: { en: 'Consoles', fr: 'Consoles', zh: '游戏机', de: 'Konsolen', ro: 'Console', ru: 'Игровые приставки', es: 'Consolas' } },
          { slug: 'shop-video-games', name: { en: 'Video Games', fr: 'Jeux vidéo', zh: '电子游戏', de: 'Videospiele', ro: 'Jocuri video', ru: 'Видеоигры', es: 'Juegos' } },
          { slug: 'shop-controllers-accessories', name: { en: 'Controllers & Accessories', fr: 'Manettes et accessoires', zh: '手柄和配件', de: 'Controller & Zubehör', ro: 'Controlere și accesorii', ru: 'Геймпады и аксессуары', es: 'Mandos y accesorios' } },
        ],
      },
      {
        slug: 'shop-smart-home',
        name: { en: 'Smart Home', fr: 'Maison connectée', zh: '智能家居', de: 'Smart Home', ro: 'Casă inteligentă', ru: 'Умный дом', es: 'Hogar inteligente' },
        children: [
          { slug: 'shop-smart-speakers', name: { en: 'Smart Speakers', fr: 'Enceintes connectées', zh: '智能音箱', de: 'Smarte Lautsprecher', ro: 'Boxe inteligente', ru: 'Умные колонки', es: 'Altavoces inteligentes' } },
          { slug: 'shop-security-cameras', name: { en: 'Security Cameras', fr: 'Caméras de surveillance', zh: '监控摄像头', de: 'Überwachungskameras', ro: 'Camere de supraveghere', ru: 'Камеры видеонаблюдения', es: 'Cámaras de seguridad' } },
          { slug: 'shop-smart-lighting', name: { en: 'Smart Lighting', fr: 'Éclairage connecté', zh: '智能照明', de: 'Smarte Beleuchtung', ro: 'Iluminat inteligent', ru: 'Умное освещение', es: 'Iluminación inteligente' } },
        ],
      },
    ],
  },
  {
    slug: 'shop-fashion',
    name: { en: 'Fashion', fr: 'Mode', zh: '时尚服饰', de: 'Mode', ro: 'Modă', ru: 'Одежда и обувь', es: 'Moda' },
    icon: '/icons/shop-categories/shop-fashion.svg',
    children: [
      {
        slug: 'shop-women',
        name: { en: 'Women', fr: 'Femme', zh: '女装', de: 'Damen', ro: 'Femei', ru: 'Женщинам', es: 'Mujer' },
        children: [
          { slug: 'shop-women-dresses', name: { en: 'Dresses', fr: 'Robes', zh: '连衣裙', de: 'Kleider', ro: 'Rochii', ru: 'Платья', es: 'Vestidos' } },
          { slug: 'shop-women-tops', name: { en: 'Tops & Blouses', fr: 'Hauts et chemisiers', zh: '上衣和衬衫', de: 'Tops & Blusen', ro: 'Topuri și bluze', ru: 'Топы и блузки', es: 'Tops y blusas' } },
          { slug: 'shop-women-jeans-trousers', name: { en: 'Jeans & Trousers', fr: 'Jeans et pantalons', zh: '牛仔裤和长裤', de: 'Jeans & Hosen', ro: 'Blugi și pantaloni', ru: 'Джинсы и брюки', es: 'Vaqueros y pantalones' } },
          { slug: 'shop-women-coats-jackets', name: { en: 'Coats & Jackets', fr: 'Manteaux et vestes', zh: '大衣和外套', de: 'Mäntel & Jacken', ro: 'Paltoane și geci', ru: 'Пальто и куртки', es: 'Abrigos y chaquetas' } },
          { slug: 'shop-women-knitwear', name: { en: 'Jumpers & Cardigans', fr: 'Pulls et gilets', zh: '毛衣和开衫', de: 'Pullover & Strickjacken', ro: 'Pulovere și cardigane', ru: 'Свитеры и кардиганы', es: 'Jerséis y cárdigans' } },
          { slug: 'shop-women-activewear', name: { en: 'Activewear', fr: 'Vêtements de sport', zh: '运动服', de: 'Sportbekleidung', ro: 'Îmbrăcăminte sport', ru: 'Спортивная одежда', es: 'Ropa deportiva' } },
          { slug: 'shop-women-lingerie', name: { en: 'Lingerie & Nightwear', fr: 'Lingerie et nuisettes', zh: '内衣和睡衣', de: 'Dessous & Nachtwäsche', ro: 'Lenjerie intimă și pijamale', ru: 'Нижнее бельё и пижамы', es: 'Lencería y ropa de dormir' } },
          { slug: 'shop-women-swimwear', name: { en: 'Swimwear', fr: 'Maillots de bain', zh: '泳装', de: 'Bademode', ro: 'Costume de baie', ru: 'Купальники', es: 'Bañadores y bikinis' } },
        ],
      },
      {
        slug: 'shop-men',
        name: { en: 'Men', fr: 'Homme', zh: '男装', de: 'Herren', ro: 'Bărbați', ru: 'Мужчинам', es: 'Hombre' },
        children: [
          { slug: 'shop-men-tshirts-polos', name: { en: 'T-shirts & Polos', fr: 'T-shirts et polos', zh: 'T恤和Polo衫', de: 'T-Shirts & Poloshirts', ro: 'Tricouri și polo', ru: 'Футболки и поло', es: 'Camisetas y polos' } },
          { slug: 'shop-men-shirts', name: { en: 'Shirts', fr: 'Chemises', zh: '衬衫', de: 'Hemden', ro: 'Cămăși', ru: 'Рубашки', es: 'Camisas' } },
          { slug: 'shop-men-jeans-trousers', name: { en: 'Jeans & Trousers', fr: 'Jeans et pantalons', zh: '牛仔裤和长裤', de: 'Jeans & Hosen', ro: 'Blugi și pantaloni', ru: 'Джинсы и брюки', es: 'Vaqueros y pantalones' } },
          { slug: 'shop-men-coats-jackets', name: { en: 'Coats & Jackets', fr: 'Manteaux et blousons', zh: '大衣和夹克', de: 'Mäntel & Jacken', ro: 'Paltoane și geci', ru: 'Пальто и куртки', es: 'Abrigos y chaquetas' } },
          { slug: 'shop-men-suits-blazers', name: { en: 'Suits & Blazers', fr: 'Costumes et blazers', zh: '西装', de: 'Anzüge & Sakkos', ro: 'Costume și sacouri', ru: 'Костюмы и пиджаки', es: 'Trajes y americanas' } },
          { slug: 'shop-men-hoodies', name: { en: 'Hoodies & Sweatshirts', fr: 'Sweats et hoodies', zh: '连帽衫和卫衣', de: 'Hoodies & Sweatshirts', ro: 'Hanorace și bluze de trening', ru: 'Худи и толстовки', es: 'Sudaderas' } },
          { slug: 'shop-men-underwear-socks', name: { en: 'Underwear & Socks', fr: 'Sous-vêtements et chaussettes', zh: '内衣和袜子', de: 'Unterwäsche & Socken', ro: 'Lenjerie intimă și șosete', ru: 'Нижнее бельё и носки', es: 'Ropa interior y calcetines' } },
        ],
      },
      {
        slug: 'shop-kids',
        name: { en: 'Kids', fr: 'Enfants', zh: '童装', de: 'Kinder', ro: 'Copii', ru: 'Детям', es: 'Niños' },
        children: [
          { slug: 'shop-girls', name: { en: 'Girls', fr: 'Filles', zh: '女童', de: 'Mädchen', ro: 'Fete', ru: 'Девочки', es: 'Niña' } },
          { slug: 'shop-boys', name: { en: 'Boys', fr: 'Garçons', zh: '男童', de: 'Jungen', ro: 'Băieți', ru: 'Мальчики', es: 'Niño' } },
          { slug: 'shop-baby-clothing', name: { en: 'Baby', fr: 'Bébé', zh: '婴儿', de: 'Baby', ro: 'Bebeluși', ru: 'Малыши', es: 'Bebé' } },
        ],
      },
      {
        slug: 'shop-shoes',
        name: { en: 'Shoes', fr: 'Chaussures', zh: '鞋履', de: 'Schuhe', ro: 'Încălțăminte', ru: 'Обувь', es: 'Calzado' },
        children: [
          { slug: 'shop-sneakers', name: { en: 'Sneakers', fr: 'Baskets', zh: '运动鞋', de: 'Sneaker', ro: 'Sneakers', ru: 'Кроссовки и кеды', es: 'Zapatillas' } },
          { slug: 'shop-women-shoes', name: { en: "Women's Shoes", fr: 'Chaussures femme', zh: '女鞋', de: 'Damenschuhe', ro: 'Încălțăminte pentru femei', ru: 'Женская обувь', es: 'Zapatos de mujer' } },
          { slug: 'shop-men-shoes', name: { en: "Men's Shoes", fr: 'Chaussures homme', zh: '男鞋', de: 'Herrenschuhe', ro: 'Încălțăminte pentru bărbați', ru: 'Мужская обувь', es: 'Zapatos de hombre' } },
          { slug: 'shop-kids-shoes', name: { en: "Kids' Shoes", fr: 'Chaussures enfant', zh: '童鞋', de: 'Kinderschuhe', ro: 'Încălțăminte pentru copii', ru: 'Детская обувь', es: 'Calzado infantil' } },
          { slug: 'shop-boots', name: { en: 'Boots', fr: 'Bottes et bottines', zh: '靴子', de: 'Stiefel', ro: 'Cizme și ghete', ru: 'Сапоги и ботинки', es: 'Botas y botines' } },
          { slug: 'shop-sandals-slippers', name: { en: 'Sandals & Slippers', fr: 'Sandales et chaussons', zh: '凉鞋和拖鞋', de: 'Sandalen & Hausschuhe', ro: 'Sandale și papuci', ru: 'Сандалии и тапочки', es: 'Sandalias y zapatillas de casa' } },
        ],
      },
      {
        slug: 'shop-bags-luggage',
        name: { en: 'Bags & Luggage', fr: 'Sacs et bagages', zh: '箱包', de: 'Taschen & Koffer', ro: 'Genți și bagaje', ru: 'Сумки и чемоданы', es: 'Bolsos y maletas' },
        children: [
          { slug: 'shop-handbags', name: { en: 'Handbags', fr: 'Sacs à main', zh: '手提包', de: 'Handtaschen', ro: 'Genți de mână', ru: 'Женские сумки', es: 'Bolsos de mano' } },
          { slug: 'shop-backpacks', name: { en: 'Backpacks', fr: 'Sacs à dos', zh: '背包', de: 'Rucksäcke', ro: 'Rucsacuri', ru: 'Рюкзаки', es: 'Mochilas' } },
          { slug: 'shop-suitcases', name: { en: 'Suitcases', fr: 'Valises', zh: '行李箱', de: 'Koffer', ro: 'Trolere', ru: 'Чемоданы', es: 'Maletas' } },
          { slug: 'shop-wallets', name: { en: 'Wallets', fr: 'Portefeuilles', zh: '钱包', de: 'Geldbörsen', ro: 'Portofele', ru: 'Кошельки', es: 'Carteras' } },
        ],
      },
      {
        slug: 'shop-jewellery-watches',
        name: { en: 'Jewellery & Watches', fr: 'Bijoux et montres', zh: '珠宝和手表', de: 'Schmuck & Uhren', ro: 'Bijuterii și ceasuri', ru: 'Украшения и часы', es: 'Joyería y relojes' },
        children: [
          { slug: 'shop-watches', name: { en: 'Watches', fr: 'Montres', zh: '手表', de: 'Uhren', ro: 'Ceasuri', ru: 'Часы', es: 'Relojes' } },
          { slug: 'shop-necklaces', name: { en: 'Necklaces & Pendants', fr: 'Colliers et pendentifs', zh: '项链和吊坠', de: 'Ketten & Anhänger', ro: 'Coliere și pandantive', ru: 'Колье и подвески', es: 'Collares y colgantes' } },
          { slug: 'shop-rings', name: { en: 'Rings', fr: 'Bagues', zh: '戒指', de: 'Ringe', ro: 'Inele', ru: 'Кольца', es: 'Anillos' } },
          { slug: 'shop-earrings', name: { en: 'Earrings', fr: "Boucles d'oreilles", zh: '耳环', de: 'Ohrringe', ro: 'Cercei', ru: 'Серьги', es: 'Pendientes' } },
          { slug: 'shop-bracelets', name: { en: 'Bracelets', fr: 'Bracelets', zh: '手链', de: 'Armbänder', ro: 'Brățări', ru: 'Браслеты', es: 'Pulseras' } },
        ],
      },
      {
        slug: 'shop-fashion-accessories',
        name: { en: 'Accessories', fr: 'Accessoires', zh: '配饰', de: 'Accessoires', ro: 'Accesorii', ru: 'Аксессуары', es: 'Accesorios' },
        children: [
          { slug: 'shop-sunglasses', name: { en: 'Sunglasses', fr: 'Lunettes de soleil', zh: '太阳镜', de: 'Sonnenbrillen', ro: 'Ochelari de soare', ru: 'Солнцезащитные очки', es: 'Gafas de sol' } },
          { slug: 'shop-belts', name: { en: 'Belts', fr: 'Ceintures', zh: '腰带', de: 'Gürtel', ro: 'Curele', ru: 'Ремни', es: 'Cinturones' } },
          { slug: 'shop-hats-caps', name: { en: 'Hats & Caps', fr: 'Chapeaux et casquettes', zh: '帽子', de: 'Hüte & Caps', ro: 'Pălării și șepci', ru: 'Шапки и кепки', es: 'Gorras y sombreros' } },
          { slug: 'shop-scarves-gloves', name: { en: 'Scarves & Gloves', fr: 'Écharpes et gants', zh: '围巾和手套', de: 'Schals & Handschuhe', ro: 'Fulare și mănuși', ru: 'Шарфы и перчатки', es: 'Bufandas y guantes' } },
        ],
      },
    ],
  },
  {
    slug: 'shop-home-kitchen',
    name: { en: 'Home & Kitchen', fr: 'Maison et cuisine', zh: '家居和厨房', de: 'Haus & Küche', ro: 'Casă și bucătărie', ru: 'Дом и кухня', es: 'Hogar y cocina' },
    icon: '/icons/shop-categories/shop-home-kitchen.svg',
    children: [
      {
        slug: 'shop-kitchen-appliances',
        name: { en: 'Kitchen Appliances', fr: 'Électroménager de cuisine', zh: '厨房电器', de: 'Küchengeräte', ro: 'Electrocasnice de bucătărie', ru: 'Кухонная техника', es: 'Electrodomésticos de cocina' },
        children: [
          { slug: 'shop-blenders-food-processors', name: { en: 'Blenders & Food Processors', fr: 'Blenders et robots culinaires', zh: '搅拌机和料理机', de: 'Mixer & Küchenmaschinen', ro: 'Blendere și roboți de bucătărie', ru: 'Блендеры и кухонные комбайны', es: 'Batidoras y robots de cocina' } },
          { slug: 'shop-air-fryers', name: { en: 'Air Fryers', fr: 'Friteuses sans huile', zh: '空气炸锅', de: 'Heißluftfritteusen', ro: 'Friteuze cu aer cald', ru: 'Аэрогрили', es: 'Freidoras de aire' } },
          { slug: 'shop-kettles-toasters', name: { en: 'Kettles & Toasters', fr: 'Bouilloires et grille-pain', zh: '电水壶和烤面包机', de: 'Wasserkocher & Toaster', ro: 'Fierbătoare și prăjitoare de pâine', ru: 'Чайники и тостеры', es: 'Hervidores y tostadoras' } },
          { slug: 'shop-microwaves', name: { en: 'Microwaves', fr: 'Micro-ondes', zh: '微波炉', de: 'Mikrowellen', ro: 'Cuptoare cu microunde', ru: 'Микроволновые печи', es: 'Microondas' } },
        ],
      },
      {
        slug: 'shop-cookware-bakeware',
        name: { en: 'Cookware & Bakeware', fr: 'Cuisson et pâtisserie', zh: '锅具和烘焙用具', de: 'Kochgeschirr & Backformen', ro: 'Vase de gătit și forme de copt', ru: 'Посуда для готовки и выпечки', es: 'Menaje de cocina y repostería' },
        children: [
          { slug: 'shop-pots-pans', name: { en: 'Pots & Pans', fr: 'Casseroles et poêles', zh: '锅', de: 'Töpfe & Pfannen', ro: 'Oale și tigăi', ru: 'Кастрюли и сковороды', es: 'Ollas y sartenes' } },
          { slug: 'shop-knives-boards', name: { en: 'Knives & Chopping Boards', fr: 'Couteaux et planches à découper', zh: '刀具和砧板', de: 'Messer & Schneidebretter', ro: 'Cuțite și tocătoare', ru: 'Ножи и разделочные доски', es: 'Cuchillos y tablas de cortar' } },
          { slug: 'shop-bakeware', name: { en: 'Bakeware', fr: 'Moules à pâtisserie', zh: '烘焙模具', de: 'Backformen', ro: 'Forme de copt', ru: 'Формы для выпечки', es: 'Moldes de repostería' } },
          { slug: 'shop-food-storage', name: { en: 'Food Storage', fr: 'Conservation des aliments', zh: '保鲜收纳', de: 'Vorratsdosen', ro: 'Recipiente pentru alimente', ru: 'Контейнеры для продуктов', es: 'Conservación de alimentos' } },
        ],
      },
      {
        slug: 'shop-tableware',
        name: { en: 'Tableware & Glassware', fr: 'Arts de la table', zh: '餐具和杯具', de: 'Geschirr & Gläser', ro: 'Veselă și pahare', ru: 'Столовая посуда', es: 'Vajilla y cristalería' },
        children: [
          { slug: 'shop-plates-bowls', name: { en: 'Plates & Bowls', fr: 'Assiettes et bols', zh: '盘子和碗', de: 'Teller & Schüsseln', ro: 'Farfurii și boluri', ru: 'Тарелки и миски', es: 'Platos y cuencos' } },
          { slug: 'shop-glasses-mugs', name: { en: 'Glasses & Mugs', fr: 'Verres et tasses', zh: '玻璃杯和马克杯', de: 'Gläser & Becher', ro: 'Pahare și căni', ru: 'Стаканы и кружки', es: 'Vasos y tazas' } },
          { slug: 'shop-cutlery', name: { en: 'Cutlery', fr: 'Couverts', zh: '刀叉餐具', de: 'Besteck', ro: 'Tacâmuri', ru: 'Столовые приборы', es: 'Cubertería' } },
        ],
      },
      {
        slug: 'shop-furniture',
        name: { en: 'Furniture', fr: 'Meubles', zh: '家具', de: 'Möbel', ro: 'Mobilă', ru: 'Мебель', es: 'Muebles' },
        children: [
          { slug: 'shop-sofas-armchairs', name: { en: 'Sofas & Armchairs', fr: 'Canapés et fauteuils', zh: '沙发和扶手椅', de: 'Sofas & Sessel', ro: 'Canapele și fotolii', ru: 'Диваны и кресла', es: 'Sofás y sillones' } },
          { slug: 'shop-beds-mattresses', name: { en: 'Beds & Mattresses', fr: 'Lits et matelas', zh: '床和床垫', de: 'Betten & Matratzen', ro: 'Paturi și saltele', ru: 'Кровати и матрасы', es: 'Camas y colchones' } },
          { slug: 'shop-tables-chairs', name: { en: 'Tables & Chairs', fr: 'Tables et chaises', zh: '桌椅', de: 'Tische & Stühle', ro: 'Mese și scaune', ru: 'Столы и стулья', es: 'Mesas y sillas' } },
          { slug: 'shop-storage-shelving', name: { en: 'Storage & Shelving', fr: 'Rangements et étagères', zh: '收纳和置物架', de: 'Aufbewahrung & Regale', ro: 'Depozitare și rafturi', ru: 'Хранение и стеллажи', es: 'Almacenaje y estanterías' } },
          { slug: 'shop-office-furniture', name: { en: 'Office Furniture', fr: 'Mobilier de bureau', zh: '办公家具', de: 'Büromöbel', ro: 'Mobilier de birou', ru: 'Офисная мебель', es: 'Muebles de oficina' } },
        ],
      },
      {
        slug: 'shop-home-decor',
        name: { en: 'Home Decor', fr: 'Décoration', zh: '家居装饰', de: 'Wohndeko', ro: 'Decorațiuni interioare', ru: 'Декор', es: 'Decoración' },
        children: [
          { slug: 'shop-lamps-lighting', name: { en: 'Lamps & Lighting', fr: 'Lampes et luminaires', zh: '灯具照明', de: 'Lampen & Leuchten', ro: 'Lămpi și corpuri de iluminat', ru: 'Лампы и светильники', es: 'Lámparas e iluminación' } },
          { slug: 'shop-candles-fragrance', name: { en: 'Candles & Home Fragrance', fr: "Bougies et parfums d'intérieur", zh: '蜡烛和香薰', de: 'Kerzen & Raumdüfte', ro: 'Lumânări și odorizante', ru: 'Свечи и ароматы для дома', es: 'Velas y ambientadores' } },
          { slug: 'shop-wall-art-mirrors', name: { en: 'Wall Art & Mirrors', fr: 'Déco murale et miroirs', zh: '墙饰和镜子', de: 'Wanddeko & Spiegel', ro: 'Decorațiuni de perete și oglinzi', ru: 'Декор для стен и зеркала', es: 'Decoración de pared y espejos' } },
          { slug: 'shop-rugs', name: { en: 'Rugs', fr: 'Tapis', zh: '地毯', de: 'Teppiche', ro: 'Covoare', ru: 'Ковры', es: 'Alfombras' } },
          { slug: 'shop-vases-artificial-plants', name: { en: 'Vases & Artificial Plants', fr: 'Vases et plantes artificielles', zh: '花瓶和仿真植物', de: 'Vasen & Kunstpflanzen', ro: 'Vaze și plante artificiale', ru: 'Вазы и искусственные растения', es: 'Jarrones y plantas artificiales' } },
        ],
      },
      {
        slug: 'shop-bedding-bath',
        name: { en: 'Bedding & Bath', fr: 'Linge de lit et de bain', zh: '床品和卫浴', de: 'Bettwaren & Bad', ro: 'Lenjerie de pat și baie', ru: 'Текстиль для спальни и ванной', es: 'Ropa de cama y baño' },
        children: [
          { slug: 'shop-bed-linen', name: { en: 'Bed Linen', fr: 'Draps et housses de couette', zh: '床单被套', de: 'Bettwäsche', ro: 'Lenjerii de pat', ru: 'Постельное бельё', es: 'Sábanas y fundas nórdicas' } },
          { slug: 'shop-pillows-duvets', name: { en: 'Pillows & Duvets', fr: 'Oreillers et couettes', zh: '枕头和被子', de: 'Kissen & Bettdecken', ro: 'Perne și pilote', ru: 'Подушки и одеяла', es: 'Almohadas y edredones' } },
          { slug: 'shop-towels', name: { en: 'Towels', fr: 'Serviettes de bain', zh: '毛巾浴巾', de: 'Handtücher', ro: 'Prosoape', ru: 'Полотенца', es: 'Toallas' } },
          { slug: 'shop-bathroom-accessories', name: { en: 'Bathroom Accessories', fr: 'Accessoires de salle de bain', zh: '浴室配件', de: 'Badaccessoires', ro: 'Accesorii de baie', ru: 'Аксессуары для ванной', es: 'Accesorios de baño' } },
        ],
      },
      {
        slug: 'shop-cleaning-household',
        name: { en: 'Cleaning & Household', fr: 'Entretien de la maison', zh: '清洁和家居用品', de: 'Reinigung & Haushalt', ro: 'Curățenie și menaj', ru: 'Уборка и хозтовары', es: 'Limpieza y hogar' },
        children: [
          { slug: 'shop-vacuums', name: { en: 'Vacuums & Robot Vacuums', fr: 'Aspirateurs et robots aspirateurs', zh: '吸尘器和扫地机器人', de: 'Staubsauger & Saugroboter', ro: 'Aspiratoare și roboți de aspirare', ru: 'Пылесосы и роботы-пылесосы', es: 'Aspiradoras y robots aspiradores' } },
          { slug: 'shop-cleaning-supplies', name: { en: 'Cleaning Supplies', fr: "Produits d'entretien", zh: '清洁用品', de: 'Putzmittel', ro: 'Produse de curățenie', ru: 'Чистящие средства', es: 'Productos de limpieza' } },
          { slug: 'shop-laundry-ironing', name: { en: 'Laundry & Ironing', fr: 'Lessive et repassage', zh: '洗衣和熨烫', de: 'Wäsche & Bügeln', ro: 'Spălat și călcat', ru: 'Стирка и глажка', es: 'Lavado y planchado' } },
        ],
      },
    ],
  },
  {
    slug: 'shop-beauty',
    name: { en: 'Beauty & Personal Care', fr: 'Beauté et soins', zh: '美妆个护', de: 'Beauty & Pflege', ro: 'Frumusețe și îngrijire', ru: 'Красота и уход', es: 'Belleza y cuidado personal' },
    icon: '/icons/shop-categories/shop-beauty.svg',
    children: [
      {
        slug: 'shop-skincare',
        name: { en: 'Skincare', fr: 'Soins du visage', zh: '护肤', de: 'Hautpflege', ro: 'Îngrijirea tenului', ru: 'Уход за лицом', es: 'Cuidado facial' },
        children: [
          { slug: 'shop-cleansers', name: { en: 'Cleansers', fr: 'Nettoyants', zh: '洁面', de: 'Reinigung', ro: 'Produse de curățare', ru: 'Очищение', es: 'Limpiadores' } },
          { slug: 'shop-moisturisers', name: { en: 'Moisturisers', fr: 'Hydratants', zh: '保湿霜', de: 'Feuchtigkeitspflege', ro: 'Creme hidratante', ru: 'Увлажняющие средства', es: 'Hidratantes' } },
          { slug: 'shop-serums', name: { en: 'Serums & Treatments', fr: 'Sérums et soins ciblés', zh: '精华', de: 'Seren & Kuren', ro: 'Seruri și tratamente', ru: 'Сыворотки', es: 'Sérums y tratamientos' } },
          { slug: 'shop-sun-care', name: { en: 'Sun Care', fr: 'Solaires', zh: '防晒', de: 'Sonnenschutz', ro: 'Protecție solară', ru: 'Солнцезащитные средства', es: 'Protección solar' } },
          { slug: 'shop-face-masks', name: { en: 'Face Masks', fr: 'Masques visage', zh: '面膜', de: 'Gesichtsmasken', ro: 'Măști de față', ru: 'Маски для лица', es: 'Mascarillas faciales' } },
        ],
      },
      {
        slug: 'shop-makeup',
        name: { en: 'Makeup', fr: 'Maquillage', zh: '彩妆', de: 'Make-up', ro: 'Machiaj', ru: 'Макияж', es: 'Maquillaje' },
        children: [
          { slug: 'shop-face-makeup', name: { en: 'Face', fr: 'Teint', zh: '底妆', de: 'Teint', ro: 'Ten', ru: 'Лицо', es: 'Rostro' } },
          { slug: 'shop-eye-makeup', name: { en: 'Eyes', fr: 'Yeux', zh: '眼妆', de: 'Augen', ro: 'Ochi', ru: 'Глаза', es: 'Ojos' } },
          { slug: 'shop-lip-makeup', name: { en: 'Lips', fr: 'Lèvres', zh: '唇妆', de: 'Lippen', ro: 'Buze', ru: 'Губы', es: 'Labios' } },
          { slug: 'shop-nails', name: { en: 'Nails', fr: 'Ongles', zh: '美甲', de: 'Nägel', ro: 'Unghii', ru: 'Ногти', es: 'Uñas' } },
          { slug: 'shop-makeup-brushes', name: { en: 'Brushes & Tools', fr: 'Pinceaux et accessoires', zh: '化妆刷和工具', de: 'Pinsel & Tools', ro: 'Pensule și accesorii', ru: 'Кисти и аксессуары', es: 'Brochas y accesorios' } },
        ],
      },
      {
        slug: 'shop-hair-care',
        name: { en: 'Hair Care', fr: 'Cheveux', zh: '美发护发', de: 'Haarpflege', ro: 'Îngrijirea părului', ru: 'Уход за волосами', es: 'Cuidado del cabello' },
        children: [
          { slug: 'shop-shampoo-conditioner', name: { en: 'Shampoo & Conditioner', fr: 'Shampoings et après-shampoings', zh: '洗发水和护发素', de: 'Shampoo & Spülung', ro: 'Șampon și balsam', ru: 'Шампуни и кондиционеры', es: 'Champú y acondicionador' } },
          { slug: 'shop-hair-styling', name: { en: 'Styling', fr: 'Coiffants', zh: '造型产品', de: 'Styling', ro: 'Produse de styling', ru: 'Стайлинг', es: 'Fijación y peinado' } },
          { slug: 'shop-hair-tools', name: { en: 'Hair Dryers & Straighteners', fr: 'Sèche-cheveux et lisseurs', zh: '吹风机和直发器', de: 'Haartrockner & Glätteisen', ro: 'Uscătoare și plăci de păr', ru: 'Фены и выпрямители', es: 'Secadores y planchas' } },
        ],
      },
      {
        slug: 'shop-fragrances',
        name: { en: 'Fragrances', fr: 'Parfums', zh: '香水', de: 'Düfte', ro: 'Parfumuri', ru: 'Парфюмерия', es: 'Fragancias' },
        children: [
          { slug: 'shop-women-fragrances', name: { en: "Women's Fragrances", fr: 'Parfums femme', zh: '女士香水', de: 'Damendüfte', ro: 'Parfumuri pentru femei', ru: 'Женская парфюмерия', es: 'Perfumes de mujer' } },
          { slug: 'shop-men-fragrances', name: { en: "Men's Fragrances", fr: 'Parfums homme', zh: '男士香水', de: 'Herrendüfte', ro: 'Parfumuri pentru bărbați', ru: 'Мужская парфюмерия', es: 'Perfumes de hombre' } },
          { slug: 'shop-gift-sets', name: { en: 'Gift Sets', fr: 'Coffrets cadeaux', zh: '礼盒套装', de: 'Geschenksets', ro: 'Seturi cadou', ru: 'Подарочные наборы', es: 'Estuches de regalo' } },
        ],
      },
      {
        slug: 'shop-personal-care',
        name: { en: 'Personal Care', fr: 'Hygiène', zh: '个人护理', de: 'Körperpflege & Hygiene', ro: 'Igienă personală', ru: 'Личная гигиена', es: 'Higiene personal' },
        children: [
          { slug: 'shop-oral-care', name: { en: 'Oral Care', fr: 'Soins bucco-dentaires', zh: '口腔护理', de: 'Mundpflege', ro: 'Igienă orală', ru: 'Уход за полостью рта', es: 'Higiene bucal' } },
          { slug: 'shop-shaving-hair-removal', name: { en: 'Shaving & Hair Removal', fr: 'Rasage et épilation', zh: '剃须和脱毛', de: 'Rasur & Haarentfernung', ro: 'Bărbierit și epilare', ru: 'Бритьё и эпиляция', es: 'Afeitado y depilación' } },
          { slug: 'shop-bath-body', name: { en: 'Bath & Body', fr: 'Bain et corps', zh: '沐浴和身体护理', de: 'Bad & Körper', ro: 'Baie și corp', ru: 'Уход за телом', es: 'Baño y cuerpo' } },
        ],
      },
    ],
  },
  {
    slug: 'shop-sports-outdoors',
    name: { en: 'Sports & Outdoors', fr: 'Sports et plein air', zh: '运动户外', de: 'Sport & Outdoor', ro: 'Sport și aer liber', ru: 'Спорт и отдых', es: 'Deportes y aire libre' },
    icon: '/icons/shop-categories/shop-sports-outdoors.svg',
    children: [
      {
        slug: 'shop-fitness-training',
        name: { en: 'Fitness & Training', fr: 'Fitness et musculation', zh: '健身训练', de: 'Fitness & Training', ro: 'Fitness și antrenament', ru: 'Фитнес и тренировки', es: 'Fitness y entrenamiento' },
        children: [
          { slug: 'shop-dumbbells-weights', name: { en: 'Dumbbells & Weights', fr: 'Haltères et poids', zh: '哑铃和杠铃片', de: 'Hanteln & Gewichte', ro: 'Gantere și greutăți', ru: 'Гантели и блины', es: 'Mancuernas y pesas' } },
          { slug: 'shop-yoga-pilates', name: { en: 'Yoga & Pilates', fr: 'Yoga et Pilates', zh: '瑜伽和普拉提', de: 'Yoga & Pilates', ro: 'Yoga și Pilates', ru: 'Йога и пилатес', es: 'Yoga y pilates' } },
          { slug: 'shop-cardio-machines', name: { en: 'Cardio Machines', fr: 'Appareils de cardio', zh: '有氧器械', de: 'Cardiogeräte', ro: 'Aparate cardio', ru: 'Кардиотренажёры', es: 'Máquinas de cardio' } },
          { slug: 'shop-sports-nutrition', name: { en: 'Sports Nutrition', fr: 'Nutrition sportive', zh: '运动营养', de: 'Sportnahrung', ro: 'Nutriție sportivă', ru: 'Спортивное питание', es: 'Nutrición deportiva' } },
        ],
      },
      {
        slug: 'shop-cycling',
        name: { en: 'Cycling', fr: 'Cyclisme', zh: '骑行', de: 'Radsport', ro: 'Ciclism', ru: 'Велоспорт', es: 'Ciclismo' },
        children: [
          { slug: 'shop-bikes', name: { en: 'Bikes', fr: 'Vélos', zh: '自行车', de: 'Fahrräder', ro: 'Biciclete', ru: 'Велосипеды', es: 'Bicicletas' } },
          { slug: 'shop-bike-helmets', name: { en: 'Helmets', fr: 'Casques', zh: '头盔', de: 'Helme', ro: 'Căști de protecție', ru: 'Шлемы', es: 'Cascos' } },
          { slug: 'shop-bike-accessories', name: { en: 'Bike Accessories', fr: 'Accessoires vélo', zh: '骑行配件', de: 'Fahrradzubehör', ro: 'Accesorii pentru biciclete', ru: 'Велоаксессуары', es: 'Accesorios de ciclismo' } },
        ],
      },
      {
        slug: 'shop-camping-hiking',
        name: { en: 'Camping & Hiking', fr: 'Camping et randonnée', zh: '露营和徒步', de: 'Camping & Wandern', ro: 'Camping și drumeții', ru: 'Туризм и кемпинг', es: 'Camping y senderismo' },
        children: [
          { slug: 'shop-tents', name: { en: 'Tents', fr: 'Tentes', zh: '帐篷', de: 'Zelte', ro: 'Corturi', ru: 'Палатки', es: 'Tiendas de campaña' } },
          { slug: 'shop-sleeping-bags-mats', name: { en: 'Sleeping Bags & Mats', fr: 'Sacs de couchage et matelas', zh: '睡袋和防潮垫', de: 'Schlafsäcke & Isomatten', ro: 'Saci de dormit și saltele', ru: 'Спальники и коврики', es: 'Sacos de dormir y esterillas' } },
          { slug: 'shop-hiking-backpacks', name: { en: 'Hiking Backpacks', fr: 'Sacs de randonnée', zh: '登山包', de: 'Wanderrucksäcke', ro: 'Rucsacuri de drumeție', ru: 'Туристические рюкзаки', es: 'Mochilas de montaña' } },
          { slug: 'shop-camp-kitchen', name: { en: 'Camp Kitchen', fr: 'Cuisine de camping', zh: '露营炊具', de: 'Campingküche', ro: 'Bucătărie de camping', ru: 'Походная посуда', es: 'Cocina de camping' } },
          { slug: 'shop-outdoor-clothing', name: { en: 'Outdoor Clothing', fr: 'Vêtements outdoor', zh: '户外服装', de: 'Outdoor-Bekleidung', ro: 'Îmbrăcăminte outdoor', ru: 'Одежда для активного отдыха', es: 'Ropa de montaña' } },
        ],
      },
      {
        slug: 'shop-team-sports',
        name: { en: 'Team Sports', fr: 'Sports collectifs', zh: '团队运动', de: 'Mannschaftssport', ro: 'Sporturi de echipă', ru: 'Командные виды спорта', es: 'Deportes de equipo' },
        children: [
          { slug: 'shop-football', name: { en: 'Football', fr: 'Football', zh: '足球', de: 'Fußball', ro: 'Fotbal', ru: 'Футбол', es: 'Fútbol' } },
          { slug: 'shop-basketball', name: { en: 'Basketball', fr: 'Basket-ball', zh: '篮球', de: 'Basketball', ro: 'Baschet', ru: 'Баскетбол', es: 'Baloncesto' } },
          { slug: 'shop-volleyball', name: { en: 'Volleyball', fr: 'Volley-ball', zh: '排球', de: 'Volleyball', ro: 'Volei', ru: 'Волейбол', es: 'Voleibol' } },
        ],
      },
      {
        slug: 'shop-water-sports',
        name: { en: 'Water Sports', fr: 'Sports nautiques', zh: '水上运动', de: 'Wassersport', ro: 'Sporturi nautice', ru: 'Водные виды спорта', es: 'Deportes acuáticos' },
        children: [
          { slug: 'shop-swimming', name: { en: 'Swimming', fr: 'Natation', zh: '游泳', de: 'Schwimmen', ro: 'Înot', ru: 'Плавание', es: 'Natación' } },
          { slug: 'shop-sup-kayak', name: { en: 'SUP & Kayaking', fr: 'Paddle et kayak', zh: '桨板和皮划艇', de: 'SUP & Kajak', ro: 'SUP și caiac', ru: 'SUP и каякинг', es: 'SUP y kayak' } },
        ],
      },
      {
        slug: 'shop-winter-sports',
        name: { en: 'Winter Sports', fr: "Sports d'hiver", zh: '冬季运动', de: 'Wintersport', ro: 'Sporturi de iarnă', ru: 'Зимние виды спорта', es: 'Deportes de invierno' },
        children: [
          { slug: 'shop-skiing', name: { en: 'Skiing', fr: 'Ski', zh: '滑雪', de: 'Ski', ro: 'Schi', ru: 'Горные лыжи', es: 'Esquí' } },
          { slug: 'shop-snowboarding', name: { en: 'Snowboarding', fr: 'Snowboard', zh: '单板滑雪', de: 'Snowboard', ro: 'Snowboard', ru: 'Сноуборд', es: 'Snowboard' } },
          { slug: 'shop-ice-skates', name: { en: 'Ice Skates', fr: 'Patins à glace', zh: '冰鞋', de: 'Schlittschuhe', ro: 'Patine', ru: 'Коньки', es: 'Patines de hielo' } },
        ],
      },
      { slug: 'shop-fishing', name: { en: 'Fishing', fr: 'Pêche', zh: '钓鱼', de: 'Angeln', ro: 'Pescuit', ru: 'Рыбалка', es: 'Pesca' } },
    ],
  },
  {
    slug: 'shop-toys',
    name: { en: 'Toys & Games', fr: 'Jouets et jeux', zh: '玩具和游戏', de: 'Spielzeug & Spiele', ro: 'Jucării și jocuri', ru: 'Игрушки и игры', es: 'Juguetes y juegos' },
    icon: '/icons/shop-categories/shop-toys.svg',
    children: [
      {
        slug: 'shop-building-toys',
        name: { en: 'Building Toys', fr: 'Jeux de construction', zh: '积木和拼装', de: 'Bauspielzeug', ro: 'Jucării de construcție', ru: 'Конструкторы', es: 'Juegos de construcción' },
        children: [
          { slug: 'shop-brick-sets', name: { en: 'Brick Sets', fr: 'Briques de construction', zh: '拼砌积木', de: 'Klemmbausteine', ro: 'Seturi de cărămizi', ru: 'Блочные конструкторы', es: 'Bloques de construcción' } },
          { slug: 'shop-magnetic-sets', name: { en: 'Magnetic Sets', fr: 'Jeux magnétiques', zh: '磁力片', de: 'Magnetbausteine', ro: 'Seturi magnetice', ru: 'Магнитные конструкторы', es: 'Juegos magnéticos' } },
          { slug: 'shop-model-kits', name: { en: 'Model Kits', fr: 'Maquettes', zh: '拼装模型', de: 'Modellbausätze', ro: 'Machete', ru: 'Сборные модели', es: 'Maquetas' } },
        ],
      },
      {
        slug: 'shop-dolls-figures',
        name: { en: 'Dolls & Figures', fr: 'Poupées et figurines', zh: '娃娃和人偶', de: 'Puppen & Figuren', ro: 'Păpuși și figurine', ru: 'Куклы и фигурки', es: 'Muñecas y figuras' },
        children: [
          { slug: 'shop-dolls', name: { en: 'Dolls & Accessories', fr: 'Poupées et accessoires', zh: '娃娃和配件', de: 'Puppen & Zubehör', ro: 'Păpuși și accesorii', ru: 'Куклы и аксессуары', es: 'Muñecas y accesorios' } },
          { slug: 'shop-plush-toys', name: { en: 'Plush Toys', fr: 'Peluches', zh: '毛绒玩具', de: 'Kuscheltiere', ro: 'Jucării de pluș', ru: 'Мягкие игрушки', es: 'Peluches' } },
          { slug: 'shop-action-figures', name: { en: 'Action Figures', fr: 'Figurines articulées', zh: '动作人偶', de: 'Actionfiguren', ro: 'Figurine de acțiune', ru: 'Фигурки героев', es: 'Figuras de acción' } },
        ],
      },
      {
        slug: 'shop-games-puzzles',
        name: { en: 'Games & Puzzles', fr: 'Jeux et puzzles', zh: '桌游和拼图', de: 'Spiele & Puzzles', ro: 'Jocuri și puzzle-uri', ru: 'Игры и пазлы', es: 'Juegos y puzles' },
        children: [
          { slug: 'shop-board-games', name: { en: 'Board Games', fr: 'Jeux de société', zh: '桌游', de: 'Brettspiele', ro: 'Jocuri de societate', ru: 'Настольные игры', es: 'Juegos de mesa' } },
          { slug: 'shop-jigsaw-puzzles', name: { en: 'Jigsaw Puzzles', fr: 'Puzzles', zh: '拼图', de: 'Puzzles', ro: 'Puzzle-uri', ru: 'Пазлы', es: 'Puzles' } },
          { slug: 'shop-card-games', name: { en: 'Card Games', fr: 'Jeux de cartes', zh: '纸牌游戏', de: 'Kartenspiele', ro: 'Jocuri de cărți', ru: 'Карточные игры', es: 'Juegos de cartas' } },
        ],
      },
      {
        slug: 'shop-outdoor-play',
        name: { en: 'Outdoor Play', fr: "Jeux d'extérieur", zh: '户外玩具', de: 'Spielen im Freien', ro: 'Joacă în aer liber', ru: 'Игры на улице', es: 'Juegos de exterior' },
        children: [
          { slug: 'shop-ride-ons-scooters', name: { en: 'Ride-ons & Scooters', fr: 'Porteurs et trottinettes', zh: '儿童车和滑板车', de: 'Rutschfahrzeuge & Roller', ro: 'Vehicule pentru copii și trotinete', ru: 'Каталки и самокаты', es: 'Correpasillos y patinetes' } },
          { slug: 'shop-swings-slides', name: { en: 'Swings & Slides', fr: 'Balançoires et toboggans', zh: '秋千和滑梯', de: 'Schaukeln & Rutschen', ro: 'Leagăne și tobogane', ru: 'Качели и горки', es: 'Columpios y toboganes' } },
          { slug: 'shop-water-toys', name: { en: 'Water Toys', fr: "Jeux d'eau", zh: '戏水玩具', de: 'Wasserspielzeug', ro: 'Jucării de apă', ru: 'Игрушки для воды', es: 'Juguetes de agua' } },
        ],
      },
      { slug: 'shop-educational-toys', name: { en: 'Educational & STEM Toys', fr: 'Jouets éducatifs et STEM', zh: '益智和STEM玩具', de: 'Lern- & MINT-Spielzeug', ro: 'Jucării educative și STEM', ru: 'Развивающие и STEM-игрушки', es: 'Juguetes educativos y STEM' } },
      { slug: 'shop-rc-vehicles', name: { en: 'RC & Toy Vehicles', fr: 'Véhicules radiocommandés et miniatures', zh: '遥控车和玩具车', de: 'RC- & Spielzeugfahrzeuge', ro: 'Mașinuțe și jucării cu telecomandă', ru: 'Радиоуправляемые модели и машинки', es: 'Radiocontrol y vehículos de juguete' } },
      { slug: 'shop-baby-toddler-toys', name: { en: 'Baby & Toddler Toys', fr: "Jouets d'éveil", zh: '婴幼儿玩具', de: 'Baby- & Kleinkindspielzeug', ro: 'Jucării pentru bebeluși', ru: 'Игрушки для малышей', es: 'Juguetes para bebés' } },
    ],
  },
  {
    slug: 'shop-books-stationery',
    name: { en: 'Books & Stationery', fr: 'Livres et papeterie', zh: '图书和文具', de: 'Bücher & Schreibwaren', ro: 'Cărți și papetărie', ru: 'Книги и канцтовары', es: 'Libros y papelería' },
    icon: '/icons/shop-categories/shop-books-stationery.svg',
    children: [
      {
        slug: 'shop-books',
        name: { en: 'Books', fr: 'Livres', zh: '图书', de: 'Bücher', ro: 'Cărți', ru: 'Книги', es: 'Libros' },
        children: [
          { slug: 'shop-fiction', name: { en: 'Fiction', fr: 'Romans', zh: '小说', de: 'Belletristik', ro: 'Beletristică', ru: 'Художественная литература', es: 'Ficción' } },
          { slug: 'shop-non-fiction', name: { en: 'Non-fiction', fr: 'Essais et documents', zh: '非虚构', de: 'Sachbücher', ro: 'Non-ficțiune', ru: 'Нон-фикшн', es: 'No ficción' } },
          { slug: 'shop-childrens-books', name: { en: "Children's Books", fr: 'Livres pour enfants', zh: '童书', de: 'Kinderbücher', ro: 'Cărți pentru copii', ru: 'Детские книги', es: 'Libros infantiles' } },
          { slug: 'shop-cookbooks', name: { en: 'Cookbooks', fr: 'Livres de cuisine', zh: '烹饪书', de: 'Kochbücher', ro: 'Cărți de bucate', ru: 'Кулинарные книги', es: 'Libros de cocina' } },
          { slug: 'shop-business-self-help', name: { en: 'Business & Self-help', fr: 'Business et développement personnel', zh: '商业和自我提升', de: 'Business & Ratgeber', ro: 'Business și dezvoltare personală', ru: 'Бизнес и саморазвитие', es: 'Negocios y autoayuda' } },
          { slug: 'shop-textbooks', name: { en: 'Textbooks & Study Guides', fr: 'Manuels et parascolaire', zh: '教材和教辅', de: 'Lehrbücher & Lernhilfen', ro: 'Manuale și auxiliare', ru: 'Учебники и пособия', es: 'Libros de texto y guías de estudio' } },
          { slug: 'shop-comics-manga', name: { en: 'Comics & Manga', fr: 'BD et mangas', zh: '漫画', de: 'Comics & Manga', ro: 'Benzi desenate și manga', ru: 'Комиксы и манга', es: 'Cómics y manga' } },
        ],
      },
      { slug: 'shop-ebooks-audiobooks', name: { en: 'E-books & Audiobooks', fr: 'Livres numériques et audio', zh: '电子书和有声书', de: 'E-Books & Hörbücher', ro: 'Cărți electronice și audiobook-uri', ru: 'Электронные и аудиокниги', es: 'Libros electrónicos y audiolibros' } },
      {
        slug: 'shop-stationery',
        name: { en: 'Stationery', fr: 'Papeterie', zh: '文具', de: 'Schreibwaren', ro: 'Papetărie', ru: 'Канцтовары', es: 'Papelería' },
        children: [
          { slug: 'shop-notebooks-planners', name: { en: 'Notebooks & Planners', fr: 'Carnets et agendas', zh: '笔记本和手账', de: 'Notizbücher & Kalender', ro: 'Caiete și agende', ru: 'Блокноты и ежедневники', es: 'Cuadernos y agendas' } },
          { slug: 'shop-pens-pencils', name: { en: 'Pens & Pencils', fr: 'Stylos et crayons', zh: '笔', de: 'Stifte', ro: 'Pixuri și creioane', ru: 'Ручки и карандаши', es: 'Bolígrafos y lápices' } },
          { slug: 'shop-school-supplies', name: { en: 'School Supplies', fr: 'Fournitures scolaires', zh: '学习用品', de: 'Schulbedarf', ro: 'Rechizite școlare', ru: 'Школьные принадлежности', es: 'Material escolar' } },
          { slug: 'shop-office-supplies', name: { en: 'Office Supplies', fr: 'Fournitures de bureau', zh: '办公用品', de: 'Bürobedarf', ro: 'Consumabile de birou', ru: 'Офисные принадлежности', es: 'Material de oficina' } },
        ],
      },
      {
        slug: 'shop-art-craft',
        name: { en: 'Art & Craft Supplies', fr: 'Beaux-arts et loisirs créatifs', zh: '美术和手工用品', de: 'Künstler- & Bastelbedarf', ro: 'Materiale pentru artă și hobby', ru: 'Товары для творчества', es: 'Bellas artes y manualidades' },
        children: [
          { slug: 'shop-paints-brushes', name: { en: 'Paints & Brushes', fr: 'Peintures et pinceaux', zh: '颜料和画笔', de: 'Farben & Pinsel', ro: 'Vopsele și pensule', ru: 'Краски и кисти', es: 'Pinturas y pinceles' } },
          { slug: 'shop-drawing', name: { en: 'Drawing & Sketching', fr: 'Dessin', zh: '素描和绘图', de: 'Zeichnen', ro: 'Desen', ru: 'Рисование', es: 'Dibujo' } },
          { slug: 'shop-crafts-sewing', name: { en: 'Crafts & Sewing', fr: 'Loisirs créatifs et couture', zh: '手工和缝纫', de: 'Basteln & Nähen', ro: 'Lucru manual și croitorie', ru: 'Рукоделие и шитьё', es: 'Manualidades y costura' } },
        ],
      },
      { slug: 'shop-music-movies', name: { en: 'Music & Movies', fr: 'Musique et films', zh: '音乐和影视', de: 'Musik & Filme', ro: 'Muzică și filme', ru: 'Музыка и фильмы', es: 'Música y películas' } },
    ],
  },
  {
    slug: 'shop-garden',
    name: { en: 'Garden', fr: 'Jardin', zh: '园艺', de: 'Garten', ro: 'Grădină', ru: 'Сад', es: 'Jardín' },
    icon: '/icons/shop-categories/shop-garden.svg',
    children: [
      {
        slug: 'shop-plants',
        name: { en: 'Plants & Seeds', fr: 'Plantes et graines', zh: '植物和种子', de: 'Pflanzen & Samen', ro: 'Plante și semințe', ru: 'Растения и семена', es: 'Plantas y semillas' },
        children: [
          { slug: 'shop-indoor-plants', name: { en: 'Indoor Plants', fr: "Plantes d'intérieur", zh: '室内植物', de: 'Zimmerpflanzen', ro: 'Plante de interior', ru: 'Комнатные растения', es: 'Plantas de interior' } },
          { slug: 'shop-outdoor-plants', name: { en: 'Outdoor Plants & Trees', fr: "Plantes d'extérieur et arbres", zh: '户外植物和树木', de: 'Gartenpflanzen & Bäume', ro: 'Plante de exterior și pomi', ru: 'Садовые растения и деревья', es: 'Plantas de exterior y árboles' } },
          { slug: 'shop-seeds-bulbs', name: { en: 'Seeds & Bulbs', fr: 'Graines et bulbes', zh: '种子和球根', de: 'Samen & Blumenzwiebeln', ro: 'Semințe și bulbi', ru: 'Семена и луковицы', es: 'Semillas y bulbos' } },
          { slug: 'shop-pots-planters', name: { en: 'Pots & Planters', fr: 'Pots et jardinières', zh: '花盆', de: 'Töpfe & Pflanzkübel', ro: 'Ghivece și jardiniere', ru: 'Горшки и кашпо', es: 'Macetas y jardineras' } },
        ],
      },
      {
        slug: 'shop-garden-tools',
        name: { en: 'Garden Tools', fr: 'Outils de jardin', zh: '园艺工具', de: 'Gartengeräte', ro: 'Unelte de grădină', ru: 'Садовый инструмент', es: 'Herramientas de jardín' },
        children: [
          { slug: 'shop-lawn-mowers', name: { en: 'Lawn Mowers', fr: 'Tondeuses', zh: '割草机', de: 'Rasenmäher', ro: 'Mașini de tuns iarba', ru: 'Газонокосилки', es: 'Cortacéspedes' } },
          { slug: 'shop-hand-garden-tools', name: { en: 'Hand Tools', fr: 'Outils à main', zh: '手动园艺工具', de: 'Handgeräte', ro: 'Unelte manuale', ru: 'Ручной садовый инвентарь', es: 'Herramientas manuales' } },
          { slug: 'shop-hedge-trimmers-chainsaws', name: { en: 'Hedge Trimmers & Chainsaws', fr: 'Taille-haies et tronçonneuses', zh: '绿篱机和链锯', de: 'Heckenscheren & Kettensägen', ro: 'Trimmere de gard viu și drujbe', ru: 'Кусторезы и пилы', es: 'Cortasetos y motosierras' } },
          { slug: 'shop-pressure-washers', name: { en: 'Pressure Washers', fr: 'Nettoyeurs haute pression', zh: '高压清洗机', de: 'Hochdruckreiniger', ro: 'Aparate de spălat cu presiune', ru: 'Мойки высокого давления', es: 'Hidrolimpiadoras' } },
        ],
      },
      {
        slug: 'shop-watering',
        name: { en: 'Watering & Irrigation', fr: 'Arrosage et irrigation', zh: '浇水和灌溉', de: 'Bewässerung', ro: 'Udare și irigații', ru: 'Полив', es: 'Riego' },
        children: [
          { slug: 'shop-hoses-reels', name: { en: 'Hoses & Reels', fr: 'Tuyaux et dévidoirs', zh: '水管和卷管器', de: 'Schläuche & Schlauchwagen', ro: 'Furtunuri și tamburi', ru: 'Шланги и катушки', es: 'Mangueras y enrolladores' } },
          { slug: 'shop-sprinklers-drip', name: { en: 'Sprinklers & Drip Irrigation', fr: 'Arroseurs et goutte-à-goutte', zh: '喷灌和滴灌', de: 'Regner & Tropfbewässerung', ro: 'Aspersoare și irigare prin picurare', ru: 'Дождеватели и капельный полив', es: 'Aspersores y riego por goteo' } },
        ],
      },
      {
        slug: 'shop-outdoor-living',
        name: { en: 'Outdoor Living', fr: 'Aménagement extérieur', zh: '户外生活', de: 'Terrasse & Balkon', ro: 'Amenajare exterioară', ru: 'Для террасы и сада', es: 'Exterior y terraza' },
        children: [
          { slug: 'shop-patio-furniture', name: { en: 'Patio Furniture', fr: 'Salons de jardin', zh: '庭院家具', de: 'Gartenmöbel', ro: 'Mobilier de terasă', ru: 'Садовая мебель', es: 'Muebles de terraza' } },
          { slug: 'shop-grills-bbq', name: { en: 'Grills & BBQ', fr: 'Barbecues et planchas', zh: '烧烤炉', de: 'Grills', ro: 'Grătare', ru: 'Грили и барбекю', es: 'Barbacoas' } },
          { slug: 'shop-parasols-gazebos', name: { en: 'Parasols & Gazebos', fr: 'Parasols et tonnelles', zh: '遮阳伞和凉亭', de: 'Sonnenschirme & Pavillons', ro: 'Umbrele și pavilioane', ru: 'Зонты и шатры', es: 'Sombrillas y cenadores' } },
          { slug: 'shop-outdoor-lighting', name: { en: 'Outdoor Lighting', fr: 'Éclairage extérieur', zh: '户外照明', de: 'Außenbeleuchtung', ro: 'Iluminat exterior', ru: 'Уличное освещение', es: 'Iluminación exterior' } },
        ],
      },
      { slug: 'shop-soil-fertilisers', name: { en: 'Soil & Fertilisers', fr: 'Terreaux et engrais', zh: '土壤和肥料', de: 'Erde & Dünger', ro: 'Pământ și îngrășăminte', ru: 'Грунт и удобрения', es: 'Sustratos y abonos' } },
    ],
  },
  {
    slug: 'shop-pet-supplies',
    name: { en: 'Pet Supplies', fr: 'Animalerie', zh: '宠物用品', de: 'Tierbedarf', ro: 'Produse pentru animale', ru: 'Зоотовары', es: 'Productos para mascotas' },
    icon: '/icons/shop-categories/shop-pet-supplies.svg',
    children: [
      {
        slug: 'shop-dog-supplies',
        name: { en: 'Dogs', fr: 'Chiens', zh: '狗狗用品', de: 'Hund', ro: 'Câini', ru: 'Собаки', es: 'Perros' },
        children: [
          { slug: 'shop-dog-food', name: { en: 'Dog Food', fr: 'Nourriture pour chiens', zh: '狗粮', de: 'Hundefutter', ro: 'Hrană pentru câini', ru: 'Корм для собак', es: 'Comida para perros' } },
          { slug: 'shop-dog-treats', name: { en: 'Treats & Chews', fr: 'Friandises et os à mâcher', zh: '零食和磨牙棒', de: 'Snacks & Kauartikel', ro: 'Recompense și oase de ros', ru: 'Лакомства', es: 'Premios y snacks' } },
          { slug: 'shop-dog-collars-leashes', name: { en: 'Collars & Leashes', fr: 'Colliers et laisses', zh: '项圈和牵引绳', de: 'Halsbänder & Leinen', ro: 'Zgărzi și lese', ru: 'Ошейники и поводки', es: 'Collares y correas' } },
          { slug: 'shop-dog-beds-crates', name: { en: 'Beds & Crates', fr: 'Paniers et cages', zh: '狗窝和航空箱', de: 'Betten & Boxen', ro: 'Culcușuri și cuști', ru: 'Лежанки и клетки', es: 'Camas y jaulas' } },
          { slug: 'shop-dog-toys', name: { en: 'Dog Toys', fr: 'Jouets pour chiens', zh: '狗玩具', de: 'Hundespielzeug', ro: 'Jucării pentru câini', ru: 'Игрушки для собак', es: 'Juguetes para perros' } },
        ],
      },
      {
        slug: 'shop-cat-supplies',
        name: { en: 'Cats', fr: 'Chats', zh: '猫咪用品', de: 'Katze', ro: 'Pisici', ru: 'Кошки', es: 'Gatos' },
        children: [
          { slug: 'shop-cat-food', name: { en: 'Cat Food', fr: 'Nourriture pour chats', zh: '猫粮', de: 'Katzenfutter', ro: 'Hrană pentru pisici', ru: 'Корм для кошек', es: 'Comida para gatos' } },
          { slug: 'shop-cat-litter', name: { en: 'Litter & Trays', fr: 'Litière et bacs', zh: '猫砂和猫砂盆', de: 'Katzenstreu & Toiletten', ro: 'Nisip și tăvițe', ru: 'Наполнители и лотки', es: 'Arena y areneros' } },
          { slug: 'shop-scratching-posts', name: { en: 'Scratching Posts & Cat Trees', fr: 'Griffoirs et arbres à chat', zh: '猫抓板和猫爬架', de: 'Kratzbäume', ro: 'Stâlpi de zgâriat și ansambluri', ru: 'Когтеточки и игровые комплексы', es: 'Rascadores y árboles para gatos' } },
          { slug: 'shop-cat-toys', name: { en: 'Cat Toys', fr: 'Jouets pour chats', zh: '猫玩具', de: 'Katzenspielzeug', ro: 'Jucării pentru pisici', ru: 'Игрушки для кошек', es: 'Juguetes para gatos' } },
        ],
      },
      {
        slug: 'shop-fish-aquatics',
        name: { en: 'Fish & Aquatics', fr: 'Aquariophilie', zh: '水族用品', de: 'Aquaristik', ro: 'Acvaristică', ru: 'Аквариумистика', es: 'Acuariofilia' },
        children: [
          { slug: 'shop-aquariums', name: { en: 'Aquariums', fr: 'Aquariums', zh: '水族箱', de: 'Aquarien', ro: 'Acvarii', ru: 'Аквариумы', es: 'Acuarios' } },
          { slug: 'shop-fish-food', name: { en: 'Fish Food', fr: 'Nourriture pour poissons', zh: '鱼食', de: 'Fischfutter', ro: 'Hrană pentru pești', ru: 'Корм для рыб', es: 'Comida para peces' } },
          { slug: 'shop-aquarium-filters-pumps', name: { en: 'Filters & Pumps', fr: 'Filtres et pompes', zh: '过滤器和水泵', de: 'Filter & Pumpen', ro: 'Filtre și pompe', ru: 'Фильтры и помпы', es: 'Filtros y bombas' } },
        ],
      },
      { slug: 'shop-bird-supplies', name: { en: 'Birds', fr: 'Oiseaux', zh: '鸟类用品', de: 'Vögel', ro: 'Păsări', ru: 'Птицы', es: 'Pájaros' } },
      { slug: 'shop-small-pet-supplies', name: { en: 'Small Pets', fr: 'Petits animaux', zh: '小宠物用品', de: 'Kleintiere', ro: 'Animale mici', ru: 'Грызуны и мелкие животные', es: 'Pequeños animales' } },
    ],
  },
  {
    slug: 'shop-coffee-tea',
    name: { en: 'Coffee & Tea', fr: 'Café et thé', zh: '咖啡和茶', de: 'Kaffee & Tee', ro: 'Cafea și ceai', ru: 'Кофе и чай', es: 'Café y té' },
    icon: '/icons/shop-categories/shop-coffee-tea.svg',
    children: [
      {
        slug: 'shop-coffee',
        name: { en: 'Coffee', fr: 'Café', zh: '咖啡', de: 'Kaffee', ro: 'Cafea', ru: 'Кофе', es: 'Café' },
        children: [
          { slug: 'shop-coffee-beans', name: { en: 'Coffee Beans', fr: 'Café en grains', zh: '咖啡豆', de: 'Kaffeebohnen', ro: 'Cafea boabe', ru: 'Кофе в зёрнах', es: 'Café en grano' } },
          { slug: 'shop-ground-coffee', name: { en: 'Ground Coffee', fr: 'Café moulu', zh: '咖啡粉', de: 'Gemahlener Kaffee', ro: 'Cafea măcinată', ru: 'Молотый кофе', es: 'Café molido' } },
          { slug: 'shop-coffee-capsules', name: { en: 'Capsules & Pods', fr: 'Capsules et dosettes', zh: '咖啡胶囊', de: 'Kapseln & Pads', ro: 'Capsule și paduri', ru: 'Капсулы и чалды', es: 'Cápsulas y monodosis' } },
          { slug: 'shop-instant-coffee', name: { en: 'Instant Coffee', fr: 'Café soluble', zh: '速溶咖啡', de: 'Instantkaffee', ro: 'Cafea instant', ru: 'Растворимый кофе', es: 'Café soluble' } },
        ],
      },
      {
        slug: 'shop-tea',
        name: { en: 'Tea', fr: 'Thé', zh: '茶', de: 'Tee', ro: 'Ceai', ru: 'Чай', es: 'Té' },
        children: [
          { slug: 'shop-black-tea', name: { en: 'Black Tea', fr: 'Thé noir', zh: '红茶', de: 'Schwarzer Tee', ro: 'Ceai negru', ru: 'Чёрный чай', es: 'Té negro' } },
          { slug: 'shop-green-tea', name: { en: 'Green Tea', fr: 'Thé vert', zh: '绿茶', de: 'Grüner Tee', ro: 'Ceai verde', ru: 'Зелёный чай', es: 'Té verde' } },
          { slug: 'shop-herbal-fruit-tea', name: { en: 'Herbal & Fruit Tea', fr: 'Infusions et thés aux fruits', zh: '花草茶和果茶', de: 'Kräuter- & Früchtetee', ro: 'Ceai din plante și fructe', ru: 'Травяной и фруктовый чай', es: 'Infusiones y tés de frutas' } },
          { slug: 'shop-oolong-puerh', name: { en: 'Oolong & Pu-erh', fr: 'Oolong et pu-erh', zh: '乌龙茶和普洱茶', de: 'Oolong & Pu-Erh', ro: 'Oolong și Pu-erh', ru: 'Улун и пуэр', es: 'Oolong y pu-erh' } },
          { slug: 'shop-matcha', name: { en: 'Matcha', fr: 'Matcha', zh: '抹茶', de: 'Matcha', ro: 'Matcha', ru: 'Матча', es: 'Matcha' } },
        ],
      },
      {
        slug: 'shop-coffee-machines',
        name: { en: 'Coffee Machines', fr: 'Machines à café', zh: '咖啡机', de: 'Kaffeemaschinen', ro: 'Aparate de cafea', ru: 'Кофемашины', es: 'Cafeteras' },
        children: [
          { slug: 'shop-espresso-machines', name: { en: 'Espresso Machines', fr: 'Machines à expresso', zh: '意式咖啡机', de: 'Espressomaschinen', ro: 'Espressoare', ru: 'Рожковые кофемашины', es: 'Cafeteras espresso' } },
          { slug: 'shop-bean-to-cup-machines', name: { en: 'Bean-to-Cup Machines', fr: 'Machines à grain', zh: '全自动咖啡机', de: 'Kaffeevollautomaten', ro: 'Espressoare automate', ru: 'Автоматические кофемашины', es: 'Cafeteras superautomáticas' } },
          { slug: 'shop-capsule-machines', name: { en: 'Capsule Machines', fr: 'Machines à capsules', zh: '胶囊咖啡机', de: 'Kapselmaschinen', ro: 'Aparate cu capsule', ru: 'Капсульные кофемашины', es: 'Cafeteras de cápsulas' } },
          { slug: 'shop-filter-coffee-makers', name: { en: 'Filter Coffee Makers', fr: 'Cafetières filtre', zh: '滴滤咖啡机', de: 'Filterkaffeemaschinen', ro: 'Cafetiere cu filtru', ru: 'Капельные кофеварки', es: 'Cafeteras de goteo' } },
          { slug: 'shop-coffee-grinders', name: { en: 'Coffee Grinders', fr: 'Moulins à café', zh: '磨豆机', de: 'Kaffeemühlen', ro: 'Râșnițe de cafea', ru: 'Кофемолки', es: 'Molinillos de café' } },
        ],
      },
      {
        slug: 'shop-brewing-accessories',
        name: { en: 'Brewing Accessories', fr: 'Accessoires de préparation', zh: '冲泡器具', de: 'Zubehör für Kaffee & Tee', ro: 'Accesorii pentru preparare', ru: 'Аксессуары для заваривания', es: 'Accesorios de preparación' },
        children: [
          { slug: 'shop-manual-brewing', name: { en: 'Pour-over & French Press', fr: 'Filtres manuels et cafetières à piston', zh: '手冲和法压壶', de: 'Handfilter & French Press', ro: 'Filtre manuale și French press', ru: 'Пуровер и френч-пресс', es: 'Goteo manual y prensa francesa' } },
          { slug: 'shop-teapots-infusers', name: { en: 'Teapots & Infusers', fr: 'Théières et infuseurs', zh: '茶壶和滤茶器', de: 'Teekannen & Teesiebe', ro: 'Ceainice și infuzoare', ru: 'Заварочные чайники и ситечки', es: 'Teteras e infusores' } },
          { slug: 'shop-mugs-cups', name: { en: 'Mugs & Cups', fr: 'Mugs et tasses', zh: '马克杯和茶杯', de: 'Becher & Tassen', ro: 'Căni și cești', ru: 'Кружки и чашки', es: 'Tazas y jarras' } },
          { slug: 'shop-milk-frothers', name: { en: 'Milk Frothers', fr: 'Mousseurs à lait', zh: '奶泡机', de: 'Milchaufschäumer', ro: 'Spumatoare de lapte', ru: 'Капучинаторы', es: 'Espumadores de leche' } },
        ],
      },
    ],
  },
];
