import type { Translations } from '../../lib/content-language';

// The demo content's Spanish versions, by the English item they are of (a slug, a title, a name):
// what staff would write in the configuration screens beside each item's English words.

type Version = Record<string, string>;

/** An item's `translations` from its Spanish version; `{}` when it has none. */
export function spanish(version: Version | undefined): Translations {
  return version ? { es: version } : {};
}

/** News by slug: title, summary and body. */
export const SPANISH_NEWS: Record<string, Version> = {
  'spring-road-resurfacing-elm-street': {
    title: 'El repavimentado de Elm Street comienza el lunes',
    summary: 'Elm Street, entre la 3.ª y la 9.ª Avenida, se repavimentará durante dos semanas, un carril a la vez.',
    body: 'Las cuadrillas fresarán y repavimentarán Elm Street entre la 3.ª y la 9.ª Avenida a partir del lunes a las 7:00 a.m. Un carril quedará abierto en cada sentido durante el horario de trabajo (de 7:00 a.m. a 5:00 p.m., de lunes a viernes).\n\nEl estacionamiento en la calle queda suspendido en las cuadras afectadas mientras duren las obras. Se colocarán letreros temporales 48 horas antes de que lleguen las cuadrillas a cada cuadra.\n\nLas rutas de autobús 4 y 11 mantienen sus paradas; puede haber breves demoras en las horas pico.',
  },
  'water-main-flushing-schedule': {
    title: 'Calendario de limpieza de las tuberías de agua',
    summary: 'Los hidrantes de los distritos norte y este se purgarán durante la noche hasta fin de mes.',
    body: 'El Departamento de Agua limpia las tuberías principales de agua cada primavera para eliminar sedimentos y mantener la calidad del agua. La limpieza se hace de noche, de 10:00 p.m. a 6:00 a.m., distrito por distrito.\n\nEs posible que note baja presión o que el agua cambie de color por un momento. Si el agua sale turbia, deje correr el grifo de agua fría unos minutos hasta que se aclare, y no lave ropa hasta entonces.\n\nEl mapa semanal por distritos está disponible en el Ayuntamiento y en todas las bibliotecas.',
  },
  'main-library-extended-hours': {
    title: 'La biblioteca principal amplía su horario entre semana',
    summary: 'La Biblioteca Principal abrirá hasta las 9:00 p.m. de lunes a jueves.',
    body: 'A partir de la próxima semana, la Biblioteca Principal abre de 9:00 a.m. a 9:00 p.m. de lunes a jueves, y de 9:00 a.m. a 6:00 p.m. viernes y sábado.\n\nLas salas de estudio ahora se pueden reservar con hasta dos semanas de anticipación en el mostrador o por teléfono. El horario de las sucursales no cambia.',
  },
  'city-council-meeting-agenda': {
    title: 'Reunión del concejo municipal: orden del día publicado',
    summary: 'El concejo se reúne el martes a las 6:30 p.m.; los comentarios del público abren la reunión.',
    body: 'La reunión ordinaria del Concejo Municipal es el martes a las 6:30 p.m. en la Sala del Concejo, 100 Main Street. Los temas incluyen el plan de mejoras de capital, una variación de zonificación para el lote de Riverside y el calendario de permisos de eventos de verano.\n\nLos residentes pueden hablar hasta tres minutos durante los comentarios del público; inscríbase en la entrada. La reunión se transmite en vivo y se graba.',
  },
  'curbside-recycling-changes': {
    title: 'Cambios en la recolección de reciclaje en la acera',
    summary: 'El reciclaje pasa a recogerse cada semana, y el vidrio va ahora en un contenedor aparte.',
    body: 'Desde el primero del próximo mes, el reciclaje se recoge cada semana en su día habitual de basura. Las botellas y frascos de vidrio ya no se aceptan en el carrito azul: use el nuevo contenedor verde para vidrio, que se entrega este mes a todos los hogares.\n\nLas bolsas y películas de plástico siguen sin ir en ningún contenedor de reciclaje. Devuélvalas en los supermercados participantes.',
  },
  'leaf-and-yard-waste-pickup': {
    title: 'Fechas de recolección de hojas y desechos de jardín',
    summary: 'Los desechos de jardín se recogen el segundo y el cuarto miércoles de cada mes hasta noviembre.',
    body: 'Sáquelos antes de las 7:00 a.m. el día de recolección:\n\n- hojas y recortes en bolsas de papel para desechos de jardín o en un bote etiquetado;\n- ramas de menos de cuatro pies de largo, atadas en manojos.\n\n**No se recogerán bolsas de plástico con hojas.**',
  },
  'snow-emergency-parking-rules': {
    title: 'Reglas de estacionamiento en emergencias por nieve',
    summary: 'Durante una emergencia por nieve declarada, se prohíbe estacionar en las rutas de nieve señalizadas.',
    body: 'Cuando se declara una emergencia por nieve, los vehículos en las rutas de nieve señalizadas deben retirarse en un plazo de dos horas para que los quitanieves despejen todo el ancho de la calle. Los vehículos que queden en las rutas de nieve pueden ser remolcados.\n\nLas emergencias se anuncian en el sitio web de la ciudad, en la radio local y en el servicio de alertas por mensaje de texto.',
  },
  'riverside-park-playground-renovation': {
    title: 'Renovación del área de juegos de Riverside Park',
    summary: 'El área de juegos cierra ocho semanas mientras se instalan nuevos juegos accesibles.',
    body: 'El área de juegos de Riverside Park estará cerrada unas ocho semanas para una renovación completa, con piso de caucho continuo, columpios inclusivos y estructuras de sombra.\n\nLos senderos, los baños y los refugios para pícnic del parque siguen abiertos durante las obras.',
  },
  'property-tax-due-dates': {
    title: 'Facturas y fechas de pago del impuesto a la propiedad',
    summary: 'El pago de la primera mitad del impuesto a la propiedad vence el día 31; las facturas ya se enviaron.',
    body: 'Esta semana se enviaron por correo las facturas de la primera mitad del impuesto a la propiedad. Los pagos vencen el día 31 y pueden hacerse en línea, por correo o en persona en la Tesorería.\n\nLos residentes de 65 años o más pueden tener derecho a una exención de vivienda; las solicitudes se aceptan todo el año.',
  },
  'community-cleanup-day': {
    title: 'Se buscan voluntarios para el Día de Limpieza Comunitaria',
    summary: 'Únase a sus vecinos el sábado por la mañana para limpiar parques, senderos y la ribera.',
    body: 'El Día de Limpieza Comunitaria es el sábado de 9:00 a.m. a mediodía. En cada uno de los cinco puntos de encuentro se entregan guantes, bolsas y pinzas.\n\nLos voluntarios menores de 16 años deben ir acompañados de un adulto. Los negocios locales ofrecen café y almuerzo.',
  },
  'online-building-permits': {
    title: 'Los permisos de construcción ya se pueden solicitar en línea',
    summary: 'Las solicitudes de permisos de construcción residencial ya se pueden presentar y seguir en línea.',
    body: 'Residentes y contratistas ya pueden solicitar permisos de construcción residencial, subir planos y pagar las tarifas en línea. Las solicitudes en papel se siguen aceptando en el mostrador del Departamento de Construcción.\n\nLa mayoría de los permisos residenciales se revisan en diez días hábiles.',
  },
  'senior-center-flu-clinic': {
    title: 'Vacunación gratuita contra la gripe en el Centro para Personas Mayores',
    summary: 'El Departamento de Salud ofrece vacunas gratuitas contra la gripe a residentes de todas las edades el jueves.',
    body: 'Las vacunas gratuitas contra la gripe están disponibles el jueves de 10:00 a.m. a 4:00 p.m. en el Centro para Personas Mayores, 45 Oak Lane. No se necesita cita; traiga su tarjeta de seguro si tiene una.\n\nLos menores de 12 años deben ir acompañados de su madre, padre o tutor.',
  },
};

/** Polls by slug: title, description and each option's label, in order. */
export const SPANISH_POLLS: Record<string, { title: string; description: string; options: string[] }> = {
  'library-sunday-hours': {
    title: '¿Debería abrir la biblioteca principal los domingos?',
    description:
      'La Biblioteca Principal cierra los domingos. Abrir de mediodía a 5 p.m. costaría unos $95,000 al año en personal y servicios, pagados con el fondo de la biblioteca. Díganos qué opina antes de que el concejo decida el presupuesto de la biblioteca.',
    options: ['Sí, de mediodía a 5 p.m.', 'Sí, pero solo en invierno', 'No, que siga cerrada los domingos'],
  },
  'new-park-name': {
    title: 'Ponga nombre al nuevo parque junto al río',
    description:
      'El nuevo parque en el antiguo terreno del molino, a orillas del río Willow, abre el próximo año. La Junta de Parques eligió tres nombres entre las sugerencias de los residentes; el más votado pasa al concejo para su aprobación.',
    options: ['Willow Bend Park', 'Millrace Commons', 'Heron Landing'],
  },
  'recycling-pickup-day': {
    title: '¿Qué día debería recogerse el reciclaje?',
    description:
      'Con la recolección semanal del reciclaje, Obras Públicas preguntó qué día de la semana les conviene más a los hogares. Los conteos incluyen las boletas en papel entregadas en el Ayuntamiento.',
    options: ['Lunes', 'Miércoles', 'Viernes'],
  },
};

/** A poll's version without its options' labels, and an option's version by its place in the poll. */
export function spanishPoll(slug: string): { poll: Translations; option: (index: number) => Translations } {
  const found = SPANISH_POLLS[slug];
  if (!found) return { poll: {}, option: () => ({}) };
  const { options, ...poll } = found;
  return { poll: spanish(poll), option: (index) => spanish(options[index] === undefined ? undefined : { label: options[index] }) };
}

/** Petitions by English title: title, summary and body. */
export const SPANISH_PETITIONS: Record<string, Version> = {
  'Add a crosswalk at Elm Street and 5th Avenue': {
    title: 'Un cruce peatonal en Elm Street y la 5.ª Avenida',
    summary: 'Los niños que van a la escuela primaria Elm Park cruzan cuatro carriles de tráfico sin ningún paso señalizado.',
    body: 'Cada día de clases, más de 200 niños cruzan Elm Street en la 5.ª Avenida camino a la escuela primaria Elm Park. No hay paso peatonal señalizado, ni semáforo, ni guardia de cruce, y los conductores que bajan del puente casi nunca reducen la velocidad.\n\nPedimos a la Ciudad que instale un paso peatonal señalizado con una baliza intermitente activada por los peatones en este cruce antes del próximo año escolar, y que fije un límite de 20 mph de zona escolar en las cuadras alrededor de la escuela.\n\nLa petición pasa al Comité de Transporte cuando alcance su meta.',
  },
  'Extend the summer pool season': {
    title: 'Alargar la temporada de piscinas de verano',
    summary: 'Mantener abiertas las piscinas municipales hasta fines de septiembre en lugar de cerrarlas en el Día del Trabajo.',
    body: 'Las piscinas municipales cierran el Día del Trabajo, aunque septiembre suele ser uno de los meses más cálidos del año. Familias, clubes de natación y las clases de aquagym para mayores pierden cuatro semanas de uso.\n\nPedimos al Departamento de Parques que mantenga abierta al menos la piscina Riverside los fines de semana y las tardes entre semana hasta el 30 de septiembre, a partir del próximo verano.',
  },
  'Keep the east branch library open': {
    title: 'Que siga abierta la biblioteca del este',
    summary: 'La sucursal del este es la única biblioteca a pie para miles de residentes.',
    body: 'El presupuesto propuesto habría cerrado la Biblioteca Sucursal del Este. Es la única biblioteca a la que se puede ir a pie desde los barrios al este del río, y sus computadoras y su ayuda con las tareas se usan todas las tardes.\n\nPedimos al concejo que mantuviera la sucursal abierta con su horario actual. La petición alcanzó su meta y se presentó en la audiencia del presupuesto; la sucursal sigue abierta.',
  },
};

/** Complaint types by English name: name and description. */
export const SPANISH_COMPLAINT_TYPES: Record<string, Version> = {
  Potholes: { name: 'Baches', description: 'Hoyos o pavimento roto en una calle, un callejón o un estacionamiento.' },
  'Streetlight out': { name: 'Farola apagada', description: 'Una farola apagada, que parpadea o que está encendida de día.' },
  'Missed garbage collection': {
    name: 'Basura no recogida',
    description: 'Basura doméstica o reciclaje que no se recogió el día programado.',
  },
  Graffiti: { name: 'Grafiti', description: 'Grafiti en propiedad pública: muros, letreros, bancos, paradas de autobús.' },
  Noise: { name: 'Ruido', description: 'Ruido persistente de una propiedad, un local u obras fuera del horario permitido.' },
  'Water leak': {
    name: 'Fuga de agua',
    description: 'Agua que se escapa de una tubería principal, un hidrante, un medidor o un caño en un lugar público.',
  },
};

/** Dispute types by slug: name, description and what you need. */
export const SPANISH_DISPUTE_TYPES: Record<string, Version> = {
  'water-billing': {
    name: 'Factura del agua',
    description: 'Dispute la cantidad de una factura del agua, por ejemplo, después de una fuga o si el medidor se leyó mal.',
    requirements: 'Su factura del agua, el número de su medidor y una foto reciente de la lectura del medidor.',
  },
  'electricity-billing': {
    name: 'Factura de electricidad',
    description: 'Dispute la cantidad de una factura de electricidad, por ejemplo, por una lectura estimada o una tarifa equivocada.',
    requirements: 'Su factura de electricidad, el número de su medidor y una foto reciente de la pantalla del medidor.',
  },
  'property-rates': {
    name: 'Impuestos sobre la propiedad',
    description: 'Dispute los impuestos que se cobran sobre su propiedad, por ejemplo, por su avalúo o su categoría.',
    requirements: 'Su aviso de impuestos sobre la propiedad y, si lo tiene, un avalúo independiente reciente.',
  },
};

/** Dispute criteria by English question: the question, and its help where the English has one. */
export const SPANISH_DISPUTE_CRITERIA: Record<string, Version> = {
  'Was there a leak on your property during the billing period?': {
    question: '¿Hubo una fuga en su propiedad durante el período de facturación?',
    help: 'Si la hubo, díganos cuándo se reparó al explicar por qué está mal la factura.',
  },
  'Was the meter read on site?': {
    question: '¿Se leyó el medidor en el lugar?',
    help: 'La factura indica si la lectura fue real o estimada.',
  },
  'What reading does your meter show today?': {
    question: '¿Qué lectura marca hoy su medidor?',
    help: 'Es opcional, pero nos ayuda a revisar su caso más rápido.',
  },
  'Did your household change during the billing period (people, appliances)?': {
    question: '¿Cambió algo en su hogar durante el período de facturación (personas, electrodomésticos)?',
  },
  'Do you dispute the valuation of the property?': { question: '¿Disputa el avalúo de la propiedad?' },
  'Do you dispute the category (residential, business, vacant land)?': {
    question: '¿Disputa la categoría de la propiedad (residencial, comercial, terreno baldío)?',
  },
};

/** Donation causes by slug: title, summary and description. */
export const SPANISH_DONATION_CAUSES: Record<string, Version> = {
  'parks-and-trails-fund': {
    title: 'Fondo de Parques y Senderos',
    summary: 'Mantiene los parques de Riverton y el sendero Riverwalk seguros, verdes y abiertos a todos.',
    description:
      'Las donaciones al fondo pagan bancos nuevos, el repavimentado de senderos y la plantación de árboles nativos a lo largo del Riverwalk. ' +
      'La meta de este año cubre la extensión de dos millas del sendero desde Mill Street hasta Heron Point. Los voluntarios de ' +
      'Friends of Riverton Parks aportan miles de horas de trabajo cada temporada.',
  },
  'library-renewal': {
    title: 'Renovación de la Biblioteca',
    summary: 'Ayuda a renovar la Biblioteca Principal: entradas sin escalones, salas de estudio y un piso infantil más grande.',
    description:
      'La Biblioteca Principal de Elm Street tiene 60 años y recibe a más de 1,000 visitantes al día. La renovación añade una ' +
      'entrada sin escalones, seis salas de estudio que se pueden reservar y un piso infantil del doble del tamaño actual. Las donaciones ' +
      'se destinan a muebles, libros y tecnología; la ciudad financia las obras del edificio.',
  },
  'youth-sports-scholarships': {
    title: 'Becas Deportivas Juveniles',
    summary:
      'Cubre las cuotas de las ligas y el equipo para que todos los niños de Riverton puedan jugar, sea cual sea el presupuesto familiar.',
    description:
      'Las becas pagan la inscripción, el calzado y el equipo de los niños en las ligas juveniles de Riverton, del fútbol ' +
      'a la natación. Las familias las solicitan de forma confidencial en el Departamento de Recreación. Cada dólar va a los ' +
      'niños: el departamento cubre el costo de administrar el programa.',
  },
  'winter-shelter-appeal': {
    title: 'Campaña del Refugio de Invierno',
    summary:
      'Financia camas adicionales, comidas calientes y ropa de abrigo en el refugio de invierno de Riverton durante los meses fríos.',
    description:
      'Cuando bajan las temperaturas, el refugio del Centro Comunitario abre 40 camas adicionales cada noche. Esta campaña ' +
      'paga ropa de cama, cenas calientes y abrigos, botas y guantes de invierno para quienes los necesiten. Se cierra ' +
      'cuando el refugio vuelve a su horario de verano.',
  },
};

/** The organization's office hours, About us and Policies. */
export const SPANISH_ORGANIZATION: Version = {
  office_hours: 'De lunes a viernes, de 8:00 a. m. a 5:00 p. m.',
  about_us: [
    'Riverton es una ciudad de unas 48,000 personas a orillas del río Willow. Fundada como pueblo molinero en 1858, hoy es un centro regional de salud, educación y pequeña industria, con más de 30 parques y 40 millas de senderos.',
    'La Ciudad la gobiernan un alcalde y un concejo de cinco miembros, uno por distrito, elegidos por cuatro años. El concejo fija las políticas y aprueba el presupuesto; el Administrador Municipal dirige el día a día a través de doce departamentos, de Obras Públicas y Agua a Parques, Bibliotecas, Policía y Bomberos.',
    'En este portal los residentes pueden reportar problemas, seguir sus solicitudes, leer las noticias de la ciudad, participar en encuestas y peticiones, y encontrar la ayuda que necesitan, también en una emergencia. La mayoría de los servicios también se ofrecen en persona en el Ayuntamiento, 100 Main Street, en horario de oficina.',
    'Queremos que todos los residentes puedan comunicarse con nosotros. Si algo de este portal no le funciona, o necesita información en otro formato o idioma, llame al (555) 010-0100 o escriba a info@riverton.example.org.',
  ].join('\n\n'),
  policies: [
    'Privacidad. La Ciudad recoge solo los datos personales que necesita para prestar el servicio que usted pide, como su nombre, dirección y datos de contacto cuando presenta una queja o hace una donación. Los usamos para ese servicio y para los registros que la ley nos obliga a conservar, nunca con fines publicitarios, y no los vendemos ni compartimos salvo cuando la ley lo exige. Puede pedir ver o corregir sus datos escribiendo a la Secretaría Municipal.',
    'Cookies. El portal usa una cookie para proteger sus formularios contra la falsificación de solicitudes entre sitios, y guarda su sesión en su propio dispositivo. No usa cookies de publicidad ni de seguimiento de terceros.',
    'Accesibilidad. La Ciudad se compromete a que todos puedan usar este portal, y busca cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Si encuentra una página que no puede usar, o necesita un documento en un formato accesible, comuníquese con nosotros y le daremos la información de otra manera, normalmente en cinco días hábiles.',
    'Uso aceptable. Use el portal con honestidad y respeto. No envíe reportes falsos, lenguaje abusivo o amenazante, datos personales de otras personas ni contenido que infrinja la ley. La Ciudad puede retirar ese contenido y suspender las cuentas que incumplan estas reglas una y otra vez. Los mensajes enviados por el portal no se atienden a toda hora: en una emergencia, llame al 911.',
    'Solicitudes de registros. Según la Ley de Registros Públicos de Oregón, puede pedir consultar o recibir copias de los registros de la Ciudad. Envíe su solicitud a la Secretaría Municipal, 100 Main Street, o por la página Contáctenos, describiendo los registros con la mayor precisión posible. Confirmaremos su solicitud en cinco días hábiles; las copias y el tiempo del personal pueden cobrarse según las tarifas aprobadas, y le diremos el costo antes de empezar.',
  ].join('\n\n'),
};

// Campaigns, documents, community groups, projects and legislation: every field their residents'
// pages show in the reader's language. Streets, places and groups keep their own names.

/** Campaigns by slug: title, summary and body. */
export const SPANISH_CAMPAIGNS: Record<string, Version> = {
  'shop-local-riverton': {
    title: 'Compre local en Riverton',
    summary: 'Gaste $25 en un pequeño negocio de Riverton y participe en el sorteo mensual de una tarjeta de regalo de $100.',
    body: 'Participan más de 60 tiendas, cafeterías y servicios de Old Town y de Main Street. Pida una tarjeta de sellos en la caja; cada tarjeta completa es una participación en el sorteo mensual en el Ayuntamiento. Los ganadores se anuncian en el sitio web de la Ciudad.',
  },
  'water-wise-summer': {
    title: 'Verano de ahorro de agua',
    summary: 'Barriles para agua de lluvia y equipos de riego por goteo gratis para los hogares que reduzcan el riego al aire libre.',
    body: 'Riegue el césped como máximo dos veces por semana, antes de las 9 a.m. o después de las 7 p.m., e inscríbase en el mostrador de Servicios Públicos para recibir gratis un barril para agua de lluvia o un equipo de riego por goteo, hasta agotar existencias. Cada hogar que participa ahorra unos 3,000 galones por temporada.',
  },
  'spring-clean-up-week': {
    title: 'Semana de limpieza de primavera',
    summary: 'Recolección gratuita en la acera de artículos voluminosos, y jornadas de limpieza con voluntarios en todos los parques.',
    body: 'Durante la Semana de Limpieza, las cuadrillas recogen sin costo los muebles, electrodomésticos y desechos de jardín que deje en la acera su día habitual de recolección de basura. Los voluntarios se reúnen el sábado a las 9 a.m. en seis parques; se entregan guantes, bolsas y café.',
  },
};

/** Documents by slug: title and description. */
export const SPANISH_DOCUMENTS: Record<string, Version> = {
  'adopted-budget': {
    title: 'Presupuesto aprobado, año fiscal actual',
    description: 'El presupuesto operativo y de capital aprobado por el concejo, con los ingresos y los gastos por departamento.',
  },
  'proposed-budget-next-year': {
    title: 'Presupuesto propuesto, próximo año fiscal',
    description:
      'El presupuesto que propone el administrador municipal para el próximo año, para las audiencias públicas sobre el presupuesto.',
  },
  'budget-line-items': {
    title: 'Partidas del presupuesto (hoja de cálculo)',
    description: 'Cada partida del presupuesto aprobado en un archivo CSV, para que haga su propio análisis.',
  },
  'annual-financial-report': {
    title: 'Informe financiero anual completo',
    description: 'Los estados financieros auditados del último año fiscal, con la opinión del auditor independiente.',
  },
  'citywide-zoning-map': {
    title: 'Mapa de zonificación de toda la ciudad',
    description: 'Los distritos de zonificación de toda la ciudad, incluida la zona de uso mixto de Riverside.',
  },
  'residential-building-permit-application': {
    title: 'Solicitud de permiso de construcción residencial',
    description:
      'Formulario para ampliaciones, garajes, terrazas de más de 30 pulgadas de altura y otras obras de construcción en viviendas.',
  },
  'fence-and-deck-permit-guide': {
    title: 'Guía de permisos para cercas y terrazas',
    description:
      'Cuándo necesitan permiso una cerca o una terraza, las distancias a los límites del terreno y las alturas, y qué debe presentar.',
  },
  'council-minutes-latest': {
    title: 'Acta de la última reunión ordinaria del concejo',
    description: 'El acta aprobada, con las votaciones sobre el plan de mejoras de capital y la variación de zonificación de Riverside.',
  },
  'council-agenda-next': {
    title: 'Orden del día de la próxima reunión ordinaria del concejo',
    description: 'Los temas, las audiencias públicas y los asuntos que se aprueban en bloque en la próxima reunión ordinaria.',
  },
  'council-rules-of-procedure': {
    title: 'Reglamento interno del concejo',
    description: 'Cómo se llevan a cabo las reuniones del concejo: quórum, mociones, comentarios del público y normas de conducta.',
  },
  'budget-amendment-draft': {
    title: 'Modificación del presupuesto (borrador)',
    description: 'Todavía no se ha publicado.',
  },
};

/** Community groups by English name: name (their own), category, description and meeting details. */
export const SPANISH_COMMUNITY_GROUPS: Record<string, Version> = {
  'Riverton Runners Club': {
    name: 'Riverton Runners Club',
    category: 'Deportes',
    description:
      'Un grupo amistoso que sale a correr a todos los ritmos, desde quienes empiezan hasta quienes se preparan para un maratón.',
    meeting_info: 'Martes y jueves a las 6 p.m., y sábados a las 8 a.m., en el quiosco de música de Riverside Park.',
  },
  'Willow River Rowing Club': {
    name: 'Willow River Rowing Club',
    category: 'Deportes',
    description: 'Cursos para aprender a remar, equipos de veteranos y remo juvenil en el río Willow.',
    meeting_info: 'El embarcadero abre de abril a octubre; los cursos para aprender a remar empiezan cada mes.',
  },
  'Riverton Community Choir': {
    name: 'Riverton Community Choir',
    category: 'Arte y cultura',
    description: 'Un coro a cuatro voces que canta de todo, del folk al góspel; no se necesita audición.',
    meeting_info: 'Los miércoles a las 7 p.m. en el salón del Centro Comunitario de Old Town.',
  },
  'Millrace Art Collective': {
    name: 'Millrace Art Collective',
    category: 'Arte y cultura',
    description: 'Un taller compartido, noches de taller abierto y una exposición anual en la Mill Gallery.',
    meeting_info: 'Taller abierto el primer viernes de cada mes, de 5 a 9 p.m.',
  },
  'Friends of the Riverton Library': {
    name: 'Friends of the Riverton Library',
    category: 'Voluntariado',
    description: 'Voluntarios que organizan la venta de libros usados y financian programas de lectura para niños.',
    meeting_info: 'El segundo lunes de cada mes a las 6:30 p.m. en la Biblioteca Principal.',
  },
  'Willow River Cleanup Crew': {
    name: 'Willow River Cleanup Crew',
    category: 'Voluntariado',
    description: 'Recogida mensual de basura a lo largo del sendero del río y en los parques de la ciudad; se entregan guantes y bolsas.',
    meeting_info: 'El último sábado de cada mes a las 9 a.m.; el punto de encuentro se anuncia con una semana de anticipación.',
  },
  'Elm Park Neighborhood Association': {
    name: 'Elm Park Neighborhood Association',
    category: 'Asociaciones de vecinos',
    description: 'Residentes de Elm Park que trabajan por la seguridad vial, la plantación de árboles y la fiesta de verano del barrio.',
    meeting_info: 'El tercer jueves de cada mes a las 7 p.m. en la escuela primaria Elm Park.',
  },
  'Old Town Residents Association': {
    name: 'Old Town Residents Association',
    category: 'Asociaciones de vecinos',
    description: 'Representa a los residentes de Old Town en temas de estacionamiento, edificios históricos y eventos del centro.',
    meeting_info: 'El primer martes de cada mes a las 6 p.m. en el Centro Comunitario de Old Town.',
  },
};

/** Projects by slug: title, summary and location. */
export const SPANISH_PROJECTS: Record<string, Version> = {
  'elm-street-resurfacing': {
    title: 'Repavimentado de Elm Street',
    summary: 'Fresado y repavimentado de Elm Street entre la 3.ª y la 9.ª Avenida, con rampas nuevas en las aceras de cada esquina.',
    location: 'Elm Street, de la 3.ª a la 9.ª Avenida',
  },
  'main-street-bridge-deck': {
    title: 'Reemplazo del tablero del puente de Main Street',
    summary: 'Se reemplaza el tablero de concreto de 1962 del puente de Main Street y se ensanchan sus aceras.',
    location: 'Puente de Main Street sobre el río Willow',
  },
  'riverside-park-and-trail': {
    title: 'Parque y sendero de Riverside',
    summary:
      'Un parque nuevo de 14 acres en el antiguo terreno del molino, con un área de juegos, una rampa para botes y 1.2 millas de sendero.',
    location: 'Antiguo terreno del molino, River Road',
  },
  'maple-avenue-playground': {
    title: 'Renovación del área de juegos de Maple Avenue',
    summary: 'Juegos accesibles nuevos, piso de caucho y árboles de sombra en Maple Avenue Park.',
    location: 'Maple Avenue Park',
  },
  'mill-district-affordable-housing': {
    title: 'Vivienda asequible en el distrito de Mill',
    summary:
      '84 apartamentos asequibles para familias y personas mayores, construidos con una organización de vivienda sin fines de lucro.',
    location: 'Esquina de Mill Street y la 2.ª Avenida',
  },
  'downtown-protected-bike-lanes': {
    title: 'Ciclovías protegidas en el centro',
    summary: 'Ciclovías protegidas por bordillos en la 3.ª Avenida, que unen Old Town con el sendero del río.',
    location: '3.ª Avenida, de Main Street a River Road',
  },
  'route-4-bus-shelters': {
    title: 'Refugios de autobús de la ruta 4',
    summary: 'Doce refugios de autobús nuevos e iluminados, con asientos y pantallas de llegadas en tiempo real, a lo largo de la ruta 4.',
    location: 'Ruta de autobús 4',
  },
  'north-district-water-mains': {
    title: 'Reemplazo de las tuberías principales de agua del distrito norte',
    summary: 'Se reemplazan 3.5 millas de tuberías principales de hierro fundido de la década de 1940 para reducir roturas y fugas.',
    location: 'Distrito norte',
  },
  'led-streetlight-conversion': {
    title: 'Cambio a farolas LED',
    summary: 'Las 4,200 farolas de la ciudad ya usan luces LED, que gastan la mitad de energía.',
    location: 'Toda la ciudad',
  },
};

/** Legislation by English title: title and summary. */
export const SPANISH_LEGISLATION: Record<string, Version> = {
  'Short-term rental registration': {
    title: 'Registro de alquileres a corto plazo',
    summary: 'Los alquileres a corto plazo deben registrarse cada año ante la Ciudad y mostrar su número de registro.',
  },
  'Adopting the five-year capital improvement plan': {
    title: 'Aprobación del plan de mejoras de capital a cinco años',
    summary:
      'Aprueba el plan de mejoras de capital, que incluye el puente de Main Street y las tuberías principales de agua del distrito norte.',
  },
  'Construction hours in residential areas': {
    title: 'Horario de obras en zonas residenciales',
    summary:
      'Limita las obras ruidosas cerca de las viviendas al horario de 7 a.m. a 7 p.m. entre semana y de 9 a.m. a 5 p.m. los sábados.',
  },
  'Council rules of procedure': {
    title: 'Reglamento interno del concejo',
    summary: 'Fija el quórum, el orden de los asuntos y las reglas de los comentarios del público en las reuniones del concejo.',
  },
  'Joining the Willow River watershed partnership': {
    title: 'Adhesión a la alianza de la cuenca del río Willow',
    summary: 'Compromete a la Ciudad con la alianza regional que protege la calidad del agua del río Willow.',
  },
  'Residential parking permits in Old Town': {
    title: 'Permisos de estacionamiento para residentes en Old Town',
    summary: 'Crea una zona de estacionamiento con permiso para residentes en Old Town, con dos permisos por hogar.',
  },
};

// The emergency contacts and guides, and the council: what the information pages show in the reader's language.

/** Emergency contacts by English name: name and description. */
export const SPANISH_EMERGENCY_CONTACTS: Record<string, Version> = {
  'Emergency services': {
    name: 'Servicios de emergencia',
    description: 'Policía, bomberos y ambulancia, cuando la vida, la salud o la propiedad están en peligro inmediato.',
  },
  'Police (non-emergency)': {
    name: 'Policía (casos que no son emergencias)',
    description: 'Para denunciar un delito que ya no está ocurriendo, quejas por ruido o actividades sospechosas.',
  },
  'Water and sewer emergencies': {
    name: 'Emergencias de agua y alcantarillado',
    description: 'Roturas de tuberías principales, falta de agua y desbordes del alcantarillado, las 24 horas del día.',
  },
  'Power outages': {
    name: 'Cortes de electricidad',
    description: 'Reporte un corte o un cable eléctrico caído a Riverton Public Power, las 24 horas del día.',
  },
  'Poison control': {
    name: 'Control de envenenamientos',
    description: 'Consejos gratuitos y confidenciales de expertos en envenenamientos, las 24 horas del día.',
  },
  'Animal control': {
    name: 'Control de animales',
    description: 'Animales callejeros, heridos o peligrosos, y mordeduras de animales.',
  },
};

/** Emergency categories by slug: name and description. */
export const SPANISH_EMERGENCY_CATEGORIES: Record<string, Version> = {
  water: { name: 'Agua y alcantarillado', description: 'Roturas de tuberías principales, falta de agua y desbordes del alcantarillado.' },
  power: { name: 'Cortes de electricidad', description: 'Cables eléctricos caídos y falta de electricidad.' },
  storms: { name: 'Clima severo', description: 'Inundaciones, tormentas de invierno y otros fenómenos del tiempo peligrosos.' },
};

/** Emergency subcategories by slug: name and description. */
export const SPANISH_EMERGENCY_SUBCATEGORIES: Record<string, Version> = {
  'burst-main': {
    name: 'Rotura de una tubería principal de agua',
    description: 'Agua que brota de la calle, de un hidrante o del suelo, o un hundimiento repentino.',
  },
  'no-water': { name: 'Sin agua', description: 'No sale agua, o sale con muy poca presión, de ninguna llave de su casa.' },
  'sewer-backup': {
    name: 'Desborde del alcantarillado',
    description: 'Aguas residuales que suben por los desagües del piso, los inodoros o los registros.',
  },
  'downed-lines': {
    name: 'Cables eléctricos caídos',
    description: 'Cables en el suelo, que cuelgan muy bajo o que tocan árboles o vehículos.',
  },
  outage: { name: 'Corte de electricidad', description: 'Su casa o su calle se quedó sin electricidad.' },
  flooding: { name: 'Inundaciones', description: 'Crecida del río, calles inundadas o agua que entra en las casas.' },
  'winter-storm': { name: 'Tormenta de invierno', description: 'Nieve, hielo y frío extremo.' },
};

/** Emergency guides' options by English name: name and description. */
export const SPANISH_EMERGENCY_OPTIONS: Record<string, Version> = {
  'Report it to the water emergency line': {
    name: 'Repórtelo a la línea de emergencias de agua',
    description:
      'Llame a cualquier hora. Indique la dirección o el cruce de calles más cercano, y diga si el agua está entrando en algún edificio.',
  },
  'Keep clear and protect your home': {
    name: 'Manténgase alejado y proteja su casa',
    description:
      'No se acerque a la rotura: el suelo bajo la calle puede estar socavado. Retire los objetos de valor del piso de los sótanos cercanos y no maneje por agua estancada.',
  },
  'Check planned repairs and boil-water notices': {
    name: 'Consulte las reparaciones previstas y los avisos de hervir el agua',
    description:
      'Después de una rotura, las cuadrillas publican los horarios de reparación y cualquier aviso de hervir el agua en el sitio web de la Ciudad; el servicio al cliente de Agua responde preguntas de lunes a viernes.',
  },
  'Check for planned work first': {
    name: 'Primero, averigüe si hay obras programadas',
    description:
      'Los cortes programados se anuncian con dos días de anticipación en el sitio web de la Ciudad y en el canal Riverton Alerts; también puede preguntar al servicio al cliente de Agua.',
  },
  'Report the loss of supply': {
    name: 'Reporte que no tiene agua',
    description: 'Si sus vecinos tampoco tienen agua y no se anunciaron obras, llame a la línea de emergencias de agua.',
  },
  'If only your home is affected': {
    name: 'Si solo afecta a su casa',
    description:
      'Compruebe que la llave de paso principal esté totalmente abierta y luego llame a un plomero con licencia: las tuberías de su lado del medidor las repara el propietario.',
  },
  'Call the sewer emergency line': {
    name: 'Llame a la línea de emergencias de alcantarillado',
    description: 'Las cuadrillas revisan primero la tubería principal del alcantarillado público, sin costo, de día o de noche.',
  },
  'Stop using water': {
    name: 'Deje de usar agua',
    description:
      'No descargue el inodoro, no se bañe ni use electrodomésticos hasta que se despeje la obstrucción. Mantenga a los niños y a las mascotas lejos de las aguas residuales.',
  },
  'Clean up safely': {
    name: 'Limpie sin riesgos',
    description:
      'Use guantes y botas, tire los objetos porosos empapados y desinfecte las superficies duras con una solución de cloro. El Departamento de Salud le aconseja sobre la limpieza por teléfono.',
  },
  'Call 911 if anyone is in danger': {
    name: 'Llame al 911 si alguien está en peligro',
    description: 'Si un cable cayó sobre una persona, un vehículo o un edificio, o si echa chispas o se quema, llame al 911 de inmediato.',
  },
  'Report the line to Riverton Public Power': {
    name: 'Reporte el cable a Riverton Public Power',
    description:
      'Trate siempre un cable caído como si tuviera corriente. Manténgase a por lo menos 35 pies de distancia, y mantenga alejadas a otras personas hasta que lleguen las cuadrillas.',
  },
  'Report the outage': {
    name: 'Reporte el corte',
    description: 'Llame a la línea de cortes o use el mapa de cortes; tenga a mano su número de cuenta o su dirección.',
  },
  'See the outage map': {
    name: 'Vea el mapa de cortes',
    description: 'Muestra los cortes conocidos, el número de clientes afectados y cuándo se calcula que volverá el servicio.',
  },
  'Stay safe while you wait': {
    name: 'Protéjase mientras espera',
    description:
      'Use linternas, no velas. Use los generadores solo al aire libre, lejos de las ventanas. Mantenga cerrados el refrigerador y el congelador.',
  },
  'Call 911 if you are trapped': {
    name: 'Llame al 911 si está atrapado',
    description:
      'Si el agua sube a su alrededor y no puede salir sin peligro, llame al 911 y suba al piso más alto. No se meta en un ático cerrado.',
  },
  'Report flooded streets and blocked drains': {
    name: 'Reporte calles inundadas y desagües tapados',
    description: 'Obras Públicas atiende a toda hora durante las tormentas. Nunca camine ni maneje por agua de inundación.',
  },
  'Sandbags and evacuation routes': {
    name: 'Sacos de arena y rutas de evacuación',
    description:
      'Hay sacos de arena gratis en el patio de Obras Públicas, 900 River Road. Las rutas de evacuación y los refugios se publican en línea.',
  },
  'Warming centers': {
    name: 'Centros de calentamiento',
    description:
      'Cuando la temperatura baja de 20°F, el Centro Comunitario y la Biblioteca Principal abren como centros de calentamiento. Llame para saber el horario y cómo llegar.',
  },
  'Report an unplowed or icy street': {
    name: 'Reporte una calle sin despejar o con hielo',
    description: 'Primero se despejan las rutas de nieve y luego las calles residenciales. Reporte un lugar peligroso a Obras Públicas.',
  },
};

/** Council members by slug: role and biography. */
export const SPANISH_COUNCIL_MEMBERS: Record<string, Version> = {
  'maria-gonzalez': {
    role: 'Alcaldesa',
    bio: 'Maria Gonzalez es miembro del concejo desde 2018 y fue elegida alcaldesa en 2024. Antes fue maestra de escuela pública; preside el comité de presupuesto e impulsó la ampliación del horario de las bibliotecas y de los programas para jóvenes de la ciudad.',
  },
  'david-chen': {
    role: 'Vicealcalde',
    bio: 'David Chen es ingeniero civil y representa al Distrito 2 desde 2020. Preside el comité de infraestructura y supervisa el plan a diez años para reemplazar las tuberías principales de agua más antiguas de la ciudad.',
  },
  'aisha-johnson': {
    role: 'Miembro del concejo',
    bio: 'Aisha Johnson tiene una pequeña panadería en el centro y fue elegida por primera vez en 2022. Trabaja en vivienda, apoyo a los pequeños negocios y calles más seguras para quienes caminan y andan en bicicleta.',
  },
  'robert-miller': {
    role: 'Miembro del concejo',
    bio: 'Robert Miller es capitán de bomberos jubilado y representa al Distrito 4 desde 2016. Preside el comité de seguridad pública e impulsó el servicio de alertas de emergencia de la ciudad.',
  },
  'linh-nguyen': {
    role: 'Miembro del concejo',
    bio: 'Linh Nguyen es enfermera en Riverton General Hospital y forma parte del concejo desde 2024. Se dedica a los parques, la salud pública y a que los servicios de la ciudad sean más fáciles de usar en todos los idiomas.',
  },
};

// Chat groups, departments, municipal request types and document categories: the names and
// descriptions residents choose from. Groups keep their own names.

/** Chat groups (community chat and Telegram) by English name: name (their own) and description. */
export const SPANISH_CHAT_GROUPS: Record<string, Version> = {
  'Northside Neighbors': {
    name: 'Northside Neighbors',
    description: 'Noticias, mascotas perdidas, ventas de garaje y consejos de seguridad para los barrios al norte del río.',
  },
  'Riverton Parents Network': {
    name: 'Riverton Parents Network',
    description:
      'Madres y padres que comparten novedades de las escuelas, consejos sobre el cuidado infantil y eventos familiares de toda la ciudad.',
  },
  'Downtown Business Forum': {
    name: 'Downtown Business Forum',
    description: 'Dueños de tiendas y restaurantes que hablan del estacionamiento, los eventos y las obras en las calles del centro.',
  },
  'Riverton Alerts': {
    name: 'Riverton Alerts',
    description: 'Alertas oficiales de la Ciudad: clima severo, cierres de calles y cortes de agua y de electricidad.',
  },
  'Riverton Events': {
    name: 'Riverton Events',
    description: 'Festivales, conciertos en el parque, programas de la biblioteca y reuniones del concejo, anunciados por la Ciudad.',
  },
};

/** Departments by slug: name and description. */
export const SPANISH_DEPARTMENTS: Record<string, Version> = {
  'public-works': {
    name: 'Obras Públicas',
    description: 'Calles, aceras, farolas, desagües pluviales y recolección de basura.',
  },
  'water-and-utilities': {
    name: 'Agua y Servicios Públicos',
    description: 'Suministro de agua, medidores, facturación y conexiones de servicio.',
  },
  'parks-and-recreation': {
    name: 'Parques y Recreación',
    description: 'Parques, senderos, canchas deportivas, centros comunitarios y programas.',
  },
  'planning-and-building': {
    name: 'Planificación y Construcción',
    description: 'Zonificación, permisos de construcción, inspecciones y el plan de la ciudad.',
  },
  finance: {
    name: 'Finanzas',
    description: 'Impuestos sobre la propiedad, pagos, recibos y el presupuesto de la ciudad.',
  },
};

/** Municipal request types by English name: name and description. */
export const SPANISH_MUNICIPAL_REQUEST_TYPES: Record<string, Version> = {
  'Street light repair': { name: 'Reparación de farolas', description: 'Una farola apagada, que parpadea o que está dañada.' },
  'Bulky item pickup': {
    name: 'Recolección de artículos voluminosos',
    description: 'Recolección de muebles, electrodomésticos y otros artículos grandes.',
  },
  'Tree trimming': {
    name: 'Poda de árboles',
    description: 'Ramas sobre una calle, una acera o un cable eléctrico, o un árbol en un parque.',
  },
  'Graffiti removal': {
    name: 'Limpieza de grafiti',
    description: 'Grafiti en propiedad pública: muros, letreros, bancos, paradas de autobús.',
  },
};

/** Document categories by English name: name. */
export const SPANISH_DOCUMENT_CATEGORIES: Record<string, Version> = {
  'Budgets and finance': { name: 'Presupuestos y finanzas' },
  'Planning and zoning': { name: 'Planificación y zonificación' },
  'Council records': { name: 'Registros del concejo' },
};

/** Document subcategories by English name: name. */
export const SPANISH_DOCUMENT_SUBCATEGORIES: Record<string, Version> = {
  'Annual budgets': { name: 'Presupuestos anuales' },
  Audits: { name: 'Auditorías' },
  'Zoning maps': { name: 'Mapas de zonificación' },
  Permits: { name: 'Permisos' },
  Minutes: { name: 'Actas' },
  Agendas: { name: 'Órdenes del día' },
};
