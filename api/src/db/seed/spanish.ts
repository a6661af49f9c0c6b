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

/** Polls by slug: title and each option's label, in order. */
export const SPANISH_POLLS: Record<string, { title: string; options: string[] }> = {
  'library-sunday-hours': {
    title: '¿Debería abrir la biblioteca principal los domingos?',
    options: ['Sí, de mediodía a 5 p.m.', 'Sí, pero solo en invierno', 'No, que siga cerrada los domingos'],
  },
  'new-park-name': {
    title: 'Ponga nombre al nuevo parque junto al río',
    options: ['Willow Bend Park', 'Millrace Commons', 'Heron Landing'],
  },
  'recycling-pickup-day': {
    title: '¿Qué día debería recogerse el reciclaje?',
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

/** The organization's About us and Policies. */
export const SPANISH_ORGANIZATION: Version = {
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
