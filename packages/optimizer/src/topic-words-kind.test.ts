import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';
import { kindsIn } from './test-corpus/kinds-in';

/**
 * A topic word inside a request must not pick its kind: steps for a person that mention a photo
 * are no image prompt, "instructions for my mum" no system prompt, and a comparison the user wants
 * in prose with no verdict gets neither our table nor our recommendation. Each checked on the
 * prompt every assistant receives.
 */

describe('steps for a person are a how-to text, not an image or a system prompt', () => {
  it.each([
    'write simple steps for my grandad to take a photo of his screen and send it to me',
    'make a list of easy steps for my grandma to share a picture of her garden on Facebook',
    'write step by step instructions for my mum to change her profile photo on WhatsApp',
    "scrivi istruzioni semplici per mia nonna: come cambiare l'immagine del profilo su WhatsApp",
    'escribe pasos sencillos para que mi abuelo me mande una foto de la pantalla del móvil',
    'escribe instrucciones para mi padre para subir un video a YouTube',
    'écris des étapes simples pour mon grand-père : comment envoyer une photo de ses petits-enfants',
    'schreib eine Anleitung für meine Oma, wie sie ein Foto per WhatsApp verschickt',
    'escreva instruções para minha mãe trocar a foto do perfil no WhatsApp',
  ])('%s', (rough) => {
    for (const target of ASSISTANT_KEYS) {
      const found = kindsIn(rough, target);
      expect(found.has('image'), `${target}: image lines`).toBe(false);
      expect(found.has('system-prompt'), `${target}: system-prompt lines`).toBe(false);
      // WhatsApp, e-mail or Facebook is what the steps are about, not a message to send.
      expect(optimize(rough, target).prompt, target).not.toMatch(
        /in my voice|con mi voz|mit meinem Ton|con la mia voce|com a minha voz|avec ma voix/i,
      );
    }
  });

  it.each([
    'generate an image of a lighthouse at dusk, watercolor style',
    'Midjourney prompt for a photo of a fox in the snow, cinematic light',
    'crea un’immagine di un faro al tramonto in stile acquerello',
  ])('positive control, a picture asked for: %s', (rough) => {
    expect(optimize(rough, 'gpt').analysis.classification.kind).toBe('image');
  });

  it('positive control: instructions for our support bot stay a system prompt', () => {
    const rough = 'write instructions for our support bot so it answers refund questions politely';
    expect(optimize(rough, 'gpt').analysis.classification.kind).toBe('system-prompt');
  });
});

describe('a comparison in prose, with the choice left to the user', () => {
  // Our comparison table and our "which option fits best" / "clear recommendation" lines.
  const VERDICT =
    /table|tabla|tableau|Tabelle|tabella|tabela|recommendation|recomendación|Empfehlung|fits best|encaja mejor|am besten passt|convient le mieux|si adatta meglio|se encaixa melhor|conclusion|conclusión|Fazit|conclusione|conclusão/i;
  it.each([
    "compare Spotify and Apple Music for me, no bullet points, just a couple of paragraphs, and don't tell me which to pick",
    'compare renting vs buying a flat in Leeds in a few paragraphs, do not tell me which one to choose',
    'compara alquilar y comprar un piso en Valencia, sin viñetas, en un par de párrafos, y no me digas cuál elegir',
    'compare le train et la voiture pour aller à Bordeaux, pas de puces, deux paragraphes, ne me dis pas lequel choisir',
    'vergleiche Miete und Kauf in Leipzig, keine Stichpunkte, zwei Absätze, sag mir nicht, welches ich nehmen soll',
    'confronta treno e auto per andare a Bari, niente elenchi puntati, un paio di paragrafi, non dirmi quale scegliere',
    'compare alugar e comprar apartamento em Curitiba, sem tópicos, dois parágrafos, não me diga qual escolher',
  ])('%s', (rough) => {
    for (const target of ASSISTANT_KEYS) {
      const r = optimize(rough, target);
      const own = r.analysis.request;
      // Only our words count: strip the user's own request from the prompt before looking.
      expect(r.prompt.replace(own, ''), target).not.toMatch(VERDICT);
    }
  });

  it('positive control: without "don\'t tell me which", the best-fit line stays', () => {
    const r = optimize('compara Spotify y Apple Music, sin viñetas, en un par de párrafos', 'gpt');
    expect(r.prompt).toMatch(/encaja mejor/);
  });
});

describe('a trip plan is a travel plan, never a lesson or money advice', () => {
  // Roles a topic word would wrongly pick: the explainer, the teacher, the financial adviser.
  const WRONG_ROLE =
    /financ|finanz|patient|geduldig|paziente|paciente|herramientas|outils|Werkzeug|attrezzi|ferramentas|tools|analog/i;
  it.each([
    'explícame cómo organizar un fin de semana en Sevilla con poco dinero',
    'planifica un fin de semana en Granada para dos personas, con presupuesto de 250 euros',
    'explain how to plan a long weekend in Edinburgh on a budget',
    'explique-moi comment organiser un week-end à Strasbourg avec un budget de 200 euros',
    'erklär mir, wie ich ein Wochenende in Dresden plane',
    'spiegami come organizzare un weekend a Bologna con un budget di 300 euro',
    'me explica como planejar um fim de semana em Paraty com orçamento de 800 reais',
  ])('%s', (rough) => {
    for (const target of ASSISTANT_KEYS) {
      const r = optimize(rough, target);
      const found = kindsIn(rough, target);
      expect(found.has('explain'), `${target}: explain lines`).toBe(false);
      expect(r.prompt.replace(r.analysis.request, ''), target).not.toMatch(WRONG_ROLE);
    }
    expect(optimize(rough, 'gpt').prompt).toMatch(
      /travel planner|organizador de viajes|organisateur de voyages|Reiseplaner|organizzatore di viaggi|planejador de viagens/,
    );
  });

  it('positive control: a household budget is still money advice', () => {
    const r = optimize('explain how to plan a monthly budget for my first flat', 'gpt');
    expect(r.prompt).toMatch(/financial/);
  });
});

describe('a message to a person: its topic words pick no domain', () => {
  // Cooking, fitness, health or travel roles and questions a topic word would bring in.
  const DOMAIN =
    /chef|cook|cocin|cuisin|Koch|cuoc|cozinh|diet|régime|Ernährung|trainer|entrenador|allenator|health|salud|santé|Gesundheit|salute|saúde|travel planner|viajes|voyages|Reiseplaner|viaggi|viagens/i;
  it.each([
    "text my friend Jonah that I can't make his birthday dinner on Friday, keep it warm, don't mention the new job",
    'quick message to my trainer Dev that I have to skip the gym on Thursday, my knee is sore',
    'email my doctor asking whether I can move my appointment to the week after my trip',
    'escribe un mensaje a mi amiga Carmen diciendo que no llego a su cena del sábado, cariñoso',
    'écris un SMS à mon frère pour lui dire que je ne viens pas au dîner de dimanche',
    'schreib eine Nachricht an meinen Kumpel Tim, dass ich das Abendessen am Samstag absagen muss',
    'scrivi un messaggio a mia cugina Giulia: non vengo alla cena di sabato, tono affettuoso',
    'escreva uma mensagem para meu amigo Caio dizendo que não vou ao jantar de sábado',
  ])('%s', (rough) => {
    for (const target of ASSISTANT_KEYS) {
      const r = optimize(rough, target);
      expect(r.prompt.replace(r.analysis.request, ''), target).not.toMatch(DOMAIN);
      for (const q of r.questions) expect(q.question, target).not.toMatch(DOMAIN);
      expect(r.analysis.classification.kind, target).toBe('write');
    }
  });
});
