import type { Locale } from './types';

// Forms that traditionally have no title.
const UNTITLED = /\b(haik|haïk|limerick)/i;

export const es: Locale = {
  lang: 'es',
  name: 'Spanish',
  headings: {
    roleAndObjective: 'Rol y objetivo',
    role: 'Rol',
    task: 'Tarea',
    context: 'Contexto',
    background: 'Antecedentes',
    requirements: 'Requisitos',
    instructions: 'Instrucciones',
    reasoningSteps: 'Pasos de razonamiento',
    outputFormat: 'Formato de salida',
    examples: 'Ejemplos',
    input: 'Entrada',
    finalInstructions: 'Instrucciones finales',
    rules: 'Reglas',
    steps: 'Pasos',
  },
  labels: {
    objective: 'Objetivo',
    purpose: 'Propósito',
    audience: 'Público',
    success: 'Criterio de éxito',
    tone: 'Tono',
    length: 'Extensión',
    format: 'Formato',
    topic: 'Tema',
  },
  placeholders: {
    audience: '[PÚBLICO OBJETIVO]',
    wordCount: '[NÚMERO DE PALABRAS]',
    tone: '[TONO]',
    programmingLanguage: '[LENGUAJE DE PROGRAMACIÓN]',
    pasteCode: '[PEGA EL CÓDIGO AQUÍ]',
    pasteData: '[PEGA LOS DATOS AQUÍ]',
    pasteText: '[PEGA EL TEXTO AQUÍ]',
    topic: '[TEMA]',
    learnerLevel: '[NIVEL DEL ESTUDIANTE]',
    examples: '[OPCIONAL: 1-3 EJEMPLOS DEL RESULTADO QUE QUIERES]',
    maxWords: '[MÁXIMO DE PALABRAS]',
    minWords: '[MÍNIMO DE PALABRAS]',
    number: '[NÚMERO]',
    successCriteria: '[CRITERIOS DE ÉXITO]',
    specificQuality: '[CUALIDAD CONCRETA]',
  },
  details: {
    renamingRule: { label: 'Regla de renombrado', placeholder: '[REGLA DE RENOMBRADO]' },
    folder: { label: 'Carpeta', placeholder: '[CARPETA]' },
    backupDestination: { label: 'Destino de la copia', placeholder: '[DESTINO DE LA COPIA]' },
    tableSchema: { label: 'Tablas y columnas', placeholder: '[ESQUEMA DE TABLAS]' },
    sqlDialect: { label: 'Base de datos', placeholder: '[DIALECTO SQL, P. EJ. POSTGRESQL]' },
    matchExamples: { label: 'Debe coincidir / no debe coincidir', placeholder: '[CADENAS DE EJEMPLO]' },
    targetLanguage: { label: 'Idioma de destino', placeholder: '[IDIOMA DE DESTINO]' },
    experience: { label: 'Tu experiencia y habilidades', placeholder: '[TU EXPERIENCIA Y HABILIDADES]' },
    anecdotes: { label: 'Anécdotas y detalles', placeholder: '[ANÉCDOTAS Y DETALLES]' },
    targetUrl: { label: 'Página', placeholder: '[URL]' },
  },
  forms: {
    haiku: 'Forma: haiku, tres versos de 5, 7 y 5 sílabas; sin título.',
    limerick: 'Forma: limerick, cinco versos con rima AABBA, los versos 3 y 4 más cortos; sin título.',
    sonnet: 'Forma: soneto, 14 versos endecasílabos (dos cuartetos y dos tercetos).',
    tweet: 'Forma: un solo tuit de 280 caracteres como máximo, hashtags incluidos.',
    thread: 'Forma: un hilo en el que cada tuit tiene 280 caracteres como máximo.',
  },
  readers: 'tus lectores',
  youAre: (role) => `Eres ${role}.`,
  roleAndTask: (role, task) => `Eres ${role}, tu tarea es la siguiente: ${task}`,
  lines: {
    writeFor: (a) => `Escribe para este público: ${a}; adapta el vocabulario, la profundidad y los ejemplos.`,
    useTone: (t) => `Usa un tono ${t} en todo el texto.`,
    length: (l) => `Extensión: ${l}.`,
    meetRequirements: (s) => `Cumple todos los requisitos de la sección ${s}; ninguno es opcional.`,
    noInvent:
      'No inventes datos, cifras, citas ni fuentes; marca lo que haya que comprobar con [POR VERIFICAR].',
    useOnlyInput: 'Básate en la entrada proporcionada; si no basta, indica exactamente qué falta.',
    formatRequested: (f) => `Formato: ${f}, tal como se pide.`,
    onlyDeliverable: (d) => `Devuelve solo el resultado (${d}), sin introducción ni comentarios finales.`,
    keepShort: 'Mantén la respuesta breve y centrada.',
    cotFinal:
      'Piensa paso a paso antes de responder: primero analiza la petición y la entrada, luego planifica la respuesta y después escríbela y compruébala con cada requisito.',
    claudeThinking:
      'Antes de responder, razona el problema dentro de etiquetas <thinking>. Después da solo la respuesta final dentro de etiquetas <answer>.',
    claudeAnswerTag: (t) => `Pon el resultado final dentro de etiquetas <${t}>.`,
    reasoningSteps: [
      'Analiza la petición: identifica exactamente qué se pide y cada requisito.',
      'Examina la entrada y el contexto relevantes.',
      'Resuelve el problema comprobando cada resultado intermedio.',
      'Sintetiza la respuesta y compruébala con cada requisito antes de terminar.',
    ],
    llamaRules: [
      'Sigue cada instrucción de abajo de forma exacta y literal.',
      'Si no estás seguro o falta información, dilo en lugar de suponer.',
      'Empieza directamente con la respuesta, sin frases de relleno como "¡Claro! Aquí tienes...".',
    ],
    examplesUsage: 'Usa los ejemplos solo como guía de formato y estilo; no copies su redacción.',
    workedThroughSteps: 'Realiza la tarea en el orden numerado de abajo.',
    wordedScale: (s) =>
      `Valora con esta escala verbal: deficiente, aceptable, bueno, muy bueno, excelente (en lugar de ${s}).`,
    answerInLanguage: (l) => `Escribe tu respuesta en ${l}.`,
    imageFirst: 'Observa primero la imagen de arriba; basa tu respuesta en lo que realmente muestra.',
  },
  kinds: {
    writing: {
      noun: 'texto',
      role: () => 'un redactor y editor con experiencia',
      purpose: (c) =>
        `${c.deliverable} sobre ${c.subject} que el público (${c.audience}) quiera leer hasta el final`,
      success: (c) =>
        `el público (${c.audience}) termina la lectura con una idea clara y concreta sobre ${c.subject}; cada dato es exacto y cada párrafo aporta algo`,
      steps: (c) => [
        `Elige un enfoque claro sobre ${c.subject} que importe a tu público y exponlo al principio.`,
        'Abre con un gancho: una situación concreta, una pregunta o un dato sorprendente.',
        'Organiza el cuerpo con subtítulos descriptivos; cada sección defiende una idea con un ejemplo concreto.',
        'Cierra con una conclusión que deje una enseñanza práctica o una llamada a la acción.',
      ],
      format: () => 'El texto en Markdown: un título y después el cuerpo con subtítulos.',
    },
    coding: {
      noun: 'código',
      role: (c) =>
        `un ingeniero de software sénior${c.programmingLanguage.startsWith('[') ? '' : ` experto en ${c.programmingLanguage}`}`,
      purpose: (c) => `código ${c.programmingLanguage} funcional para: ${c.subject}`,
      success: () => 'código correcto, idiomático y legible que cubre los casos límite y funciona tal cual',
      steps: (c) =>
        c.hasInput
          ? [
              'Lee con atención el código de la entrada antes de cambiar nada.',
              'Identifica cada error, riesgo o problema, y di dónde está y por qué importa.',
              'Da el código corregido completo, cambiando solo lo necesario.',
              'Explica cada cambio en una frase.',
            ]
          : [
              'Indica en una línea cualquier suposición sobre requisitos poco claros antes del código.',
              `Escribe código ${c.programmingLanguage} completo y ejecutable, sin pseudocódigo ni partes omitidas.`,
              'Gestiona explícitamente los casos límite y las entradas no válidas.',
              'Comenta solo donde la intención no sea evidente.',
            ],
      format: () => 'Un bloque de código con el código completo y después una breve explicación en viñetas.',
    },
    business: {
      noun: 'documento',
      role: () => 'un estratega y comunicador de negocio con experiencia',
      purpose: (c) => `${c.deliverable} sobre ${c.subject} para ${c.audience}`,
      success: () =>
        'el lector puede actuar de inmediato: el mensaje clave es claro, los puntos son concretos y realistas y los próximos pasos están definidos',
      steps: () => [
        'Empieza por el mensaje o la recomendación principal.',
        'Apóyalo con puntos concretos y realistas; marca con [POR VERIFICAR] cualquier cifra que no puedas comprobar.',
        'Trata brevemente las objeciones o riesgos probables.',
        'Termina con próximos pasos concretos o una llamada a la acción clara.',
      ],
      format: () => 'El documento en Markdown, con títulos breves y viñetas donde faciliten la lectura.',
    },
    creative: {
      noun: 'pieza',
      role: () => 'un escritor creativo premiado con una voz propia',
      purpose: (c) => `${c.deliverable} original sobre ${c.subject}`,
      success: () => 'la pieza resulta original y vívida, mantiene una voz coherente y deja huella',
      steps: (c) => [
        `Busca un enfoque fresco e inesperado sobre ${c.subject}, no el más obvio.`,
        'Usa detalles sensoriales concretos; muestra en lugar de contar.',
        'Dale un arco claro y un final satisfactorio.',
      ],
      format: (c) =>
        UNTITLED.test(c.deliverable)
          ? 'Solo la pieza, sin título ni comentarios antes o después.'
          : 'Solo la pieza, con un título; sin comentarios antes ni después.',
    },
    education: {
      noun: 'explicación',
      role: () => 'un profesor paciente y experto que explica ideas complejas de forma sencilla',
      purpose: (c) => `ayudar a ${c.audience} a entender ${c.subject}`,
      success: (c) =>
        `el estudiante (${c.audience}) puede explicar ${c.subject} con sus palabras y aplicarlo a un ejemplo nuevo`,
      steps: (c) => [
        'Parte de lo que el estudiante ya sabe y define cada término nuevo la primera vez que aparece.',
        `Construye la explicación de ${c.subject} por etapas, cada una con un ejemplo o una analogía concretos.`,
        'Señala el error de concepto más común y corrígelo.',
        'Termina con un breve resumen y tres preguntas para comprobar la comprensión.',
      ],
      format: () =>
        'Secciones breves con títulos, un resumen en viñetas y después las preguntas de comprobación.',
    },
    analysis: {
      noun: 'análisis',
      role: () => 'un analista riguroso que separa los datos de la interpretación',
      purpose: (c) => `un análisis de ${c.subject} que sirva para tomar una decisión`,
      success: () =>
        'cada conclusión se deriva de datos explícitos, y los supuestos y limitaciones están claros',
      steps: (c) =>
        c.hasInput
          ? [
              'Revisa la estructura, las lagunas y las anomalías de la entrada antes de concluir nada.',
              'Analízala de forma sistemática; cuantifica cuando puedas y señala patrones, valores atípicos y tendencias.',
              'Expón cada conclusión con los datos de la entrada que la respaldan.',
              'Enumera supuestos, limitaciones y qué datos adicionales cambiarían las conclusiones.',
            ]
          : [
              'Define la pregunta que debe responder el análisis y los criterios que usarás.',
              'Examina cada factor relevante con datos o argumentos.',
              'Compara los factores entre sí y formula una conclusión.',
              'Enumera supuestos y limitaciones.',
            ],
      format: () =>
        'Markdown: un resumen de dos frases, hallazgos en viñetas (cada uno con su evidencia), conclusiones y limitaciones.',
    },
    general: {
      noun: 'respuesta',
      role: () => 'un asistente preciso y bien informado',
      purpose: (c) => `una respuesta clara y completa sobre ${c.subject}`,
      success: () => 'la respuesta atiende directamente la petición, es exacta y completa y no tiene relleno',
      steps: () => [
        'Responde primero directamente y añade después solo el detalle útil.',
        'Sé concreto; prefiere ejemplos a generalidades.',
        'Si falta información necesaria, di cuál en lugar de suponer.',
      ],
      format: () => 'Primero una respuesta directa y después el detalle en párrafos breves o viñetas.',
    },
  },
};
