import { describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { optimize } from './index';

/**
 * Thin asks that name their subject without a verb (issue 11): the task line is one grammatical
 * sentence built from the user's ask and subject, every count, level and format they typed is
 * kept and never asked again, and the question offered is the one that decides that kind of ask.
 */
const TARGETS: AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];
const ids = (prompt: string) => optimize(prompt, 'gpt').questions.map((q) => q.id);
/** Template sentences that wrap the user's words instead of asking in full. */
const TEMPLATE = /I need help with this:|Write an? (?:x|v|h)lookup|Write an? eigen/i;

function everywhere(prompt: string, check: (text: string) => void): void {
  for (const target of TARGETS) check(optimize(prompt, target).prompt);
}

describe('a spreadsheet function or feature named alone asks how to use it', () => {
  it.each([
    ['xlookup', 'Explain how to use XLOOKUP, with a worked example.'],
    ['vlookup pls', 'Explain how to use VLOOKUP, with a worked example.'],
    ['index match', 'Explain how to use INDEX MATCH, with a worked example.'],
    ['sumifs', 'Explain how to use SUMIFS, with a worked example.'],
    ['pivot tables', 'Explain how to use pivot tables, with a worked example.'],
    ['conditional formatting', 'Explain how to use conditional formatting, with a worked example.'],
  ])('%s', (prompt, task) => {
    everywhere(prompt, (text) => {
      expect(text).toContain(task);
      expect(text).not.toMatch(TEMPLATE);
      // A function to learn is no code to write.
      expect(text).not.toMatch(/runnable code|senior software engineer/i);
    });
    // Which app and version decides the answer (XLOOKUP is not in Excel 2019).
    const app = optimize(prompt, 'gpt').questions.find((q) => q.id === 'spreadsheet-app');
    expect(app?.question).toMatch(/version/);
    expect(app?.options).toContain('Excel 2019 or older');
  });
  it.each([
    ['vlookup google sheets', 'Explain how to use VLOOKUP in Google Sheets, with a worked example.'],
    ['xlookup in excel', 'Explain how to use XLOOKUP in Excel, with a worked example.'],
    ['pivot tables excel', 'Explain how to use pivot tables in Excel, with a worked example.'],
  ])('%s keeps the app it names', (prompt, task) => {
    everywhere(prompt, (text) => expect(text).toContain(task));
    expect(ids(prompt)).not.toContain('spreadsheet-app');
  });
  it.each(['xlookup returns #N/A', 'vlookup vs xlookup', 'vlookup formula to match names across two sheets'])(
    '%s is no function named alone',
    (prompt) => expect(optimize(prompt, 'gpt').prompt).not.toContain('Explain how to use'),
  );
});

describe('a topic with how to explain it becomes an explain ask', () => {
  it.each([
    ['eigenvectors intuitively pls', 'Explain eigenvectors intuitively.'],
    ['fourier transform simply', 'Explain fourier transform simply.'],
    ['p-values in plain english', 'Explain p-values in plain English.'],
    ['recursion like i’m 5', 'Explain recursion as if to a five-year-old.'],
    ['inflation for dummies', 'Explain inflation for a complete beginner.'],
    ['bayes theorem but like actually intuitive', 'Explain bayes theorem intuitively.'],
    ['autovalores de forma intuitiva', 'Explícame los autovalores de forma intuitiva.'],
    ['vecteurs propres intuitivement', 'Expliquez-moi les vecteurs propres intuitivement.'],
    ['Eigenvektoren anschaulich', 'Erkläre mir Eigenvektoren anschaulich.'],
    ['autovettori in modo intuitivo', 'Spiegami gli autovettori in modo intuitivo.'],
  ])('%s', (prompt, task) => {
    everywhere(prompt, (text) => {
      expect(text).toContain(task);
      expect(text).not.toMatch(TEMPLATE);
    });
  });
  it.each([
    'eigenvectors intuitively pls',
    'bayes theorem but like actually intuitive',
    'what is a derivative',
    'explain entropy simple',
  ])('%s asks how much maths the reader has, not who the text is for', (prompt) => {
    const asked = ids(prompt);
    expect(asked).toContain('maths-level');
    expect(asked).not.toContain('goal');
    expect(asked).not.toContain('audience');
  });
  it.each([
    ['explain entropy simple', 'Explain entropy simply.'],
    ['explain the ending of the matrix', 'Explain the ending of the matrix.'],
  ])('%s keeps its own verb', (prompt, task) => expect(optimize(prompt, 'gpt').prompt).toContain(task));
  it.each([
    'explain the ending of the matrix',
    'what are the speed limits in france',
    'explain derivatives trading',
  ])('%s is no maths idea', (prompt) => expect(ids(prompt)).not.toContain('maths-level'));
  it('a level the user gives is not asked again', () => {
    expect(ids('explain eigenvectors intuitively, I have A-level maths')).not.toContain('maths-level');
  });
});

describe('a quiz for a class keeps its school year and its count', () => {
  it.each([
    ['rivers quiz yr5 10 qs with answers', 'Write a 10-question quiz on rivers for Year 5, with answers.'],
    ['earthquakes quiz Y8 15 questions', 'Write a 15-question quiz on earthquakes for Year 8.'],
    [
      'quiz on the romans for KS2, 12 questions, answer key',
      'Write a 12-question quiz on romans for KS2, with answers.',
    ],
    ['fractions worksheet 4th grade', 'Write a worksheet on fractions for 4th grade.'],
    ['spelling test y3 20 words', 'Write a 20-word spelling test for Year 3.'],
  ])('%s', (prompt, task) => {
    everywhere(prompt, (text) => {
      expect(text).toContain(task);
      expect(text).not.toMatch(/test framework|runnable|one behaviour per test/i);
    });
    expect(ids(prompt)).not.toContain('class-grade');
    expect(ids(prompt)).not.toContain('level');
    expect(ids(prompt)).not.toContain('count');
  });
  it.each([
    'quiz sobre ríos para 5º de primaria',
    'quiz sur les fleuves pour des 5e',
    'Quiz über Flüsse für die 5. Klasse',
    'questionário sobre rios para o 3.º ano',
    'lesson plan on fractions for year 4',
    'lesson plan on fractions for y4',
    'reading comprehension for 2º ESO',
  ])('%s states its school year', (prompt) => {
    expect(ids(prompt)).not.toContain('class-grade');
  });
  it('a class quiz with no year still asks it', () => {
    expect(ids('lesson plan on fractions')).toContain('class-grade');
  });
  it('"quiz me" stays a practice with the assistant', () => {
    expect(optimize('quiz me on spanish verbs', 'gpt').prompt).not.toContain('Write a');
  });
});

describe('a count said beside the subject is the task, and is never asked again', () => {
  const greyhound =
    'we run a greyhound rescue and need a name for our summer adoption open day. give me 15 options. NO puns about speed/racing/fast, most of our dogs are retired racers and we want to move away from that. we\'ve already used "Hound Days" and "Grey Day Out" so not those. bonus if some work as a hashtag';
  it('names for an event', () => {
    everywhere(greyhound, (text) => {
      expect(text).toContain('Suggest 15 names for our summer adoption open day.');
      expect(text).toContain('Hound Days');
    });
    expect(ids(greyhound)).not.toContain('count');
  });
  it('a slogan for a bake sale', () => {
    const prompt = 'we need a slogan for our charity bake sale. give me 5 options';
    expect(optimize(prompt, 'gpt').prompt).toContain('Suggest 5 slogans for our charity bake sale.');
    expect(ids(prompt)).not.toContain('count');
  });
  it.each([
    '20 name ideas for a plant shop',
    '10 nombres para mi cafetería',
    '5 idées de noms pour ma boulangerie',
  ])('%s says how many', (prompt) => expect(ids(prompt)).not.toContain('count'));
  it('without a number, how many is still worth asking', () => {
    expect(ids('name ideas for my podcast')).toContain('count');
  });
});

describe('an image-generator ask is the task, what the image shows its context', () => {
  const orchard =
    "midjourney prompt for my EP cover. its folk/ambient, called 'Windfall'. i want an old apple orchard in autumn fog early morning, fallen apples on the grass, muted colours, feels a bit lonely but not scary. square. NO people, no text on the image (i'll add the title myself). kind of like a faded 70s photo";
  it('a Midjourney prompt for an EP cover', () => {
    everywhere(orchard, (text) => {
      expect(text).toContain('Write a Midjourney prompt for my EP cover.');
      expect(text).not.toContain('Write an old apple orchard');
      expect(text).toContain('old apple orchard in autumn fog');
    });
  });
  it('a DALL-E prompt for a card', () => {
    const text = optimize(
      'dall-e prompt for a birthday card. i want a corgi in a party hat, watercolour',
      'gpt',
    ).prompt;
    expect(text).toContain('Write a DALL-E prompt for a birthday card.');
    expect(text).toContain('corgi in a party hat');
  });
});

describe('logo ideas ask what the logo is for', () => {
  it.each(['logo ideas', 'ideas for our new logo', 'ideas de logo'])('%s', (prompt) => {
    const asked = ids(prompt);
    expect(asked[0]).toBe('logo-for');
    expect(asked).not.toContain('count');
  });
  it('a logo whose business and style are told asks neither', () => {
    const asked = ids('logo ideas for my bakery called Crumb, minimal');
    expect(asked).not.toContain('logo-for');
    expect(asked).not.toContain('logo-style');
  });
  it('brand names still ask how many', () => expect(ids('brand name ideas')).toContain('count'));
});

describe('alt text with nothing attached asks for the image', () => {
  it.each([
    ['write alt text for this pls', '[PASTE THE IMAGE OR DESCRIBE IT HERE]'],
    ['alt text for my photo', '[PASTE THE IMAGE OR DESCRIBE IT HERE]'],
    ['texto alternativo para esta foto', '[PEGA LA IMAGEN O DESCRÍBELA AQUÍ]'],
  ])('%s', (prompt, slot) => {
    everywhere(prompt, (text) => {
      expect(text).toContain(slot);
      expect(text).not.toMatch(/message in my voice|natural messages|mensaje con mi voz/i);
    });
    expect(ids(prompt)).toEqual(['alt-where']);
  });
  it('alt text for an image the user describes gets no slot, and a verb', () => {
    const text = optimize('alt text for a photo of two kids building a sandcastle at sunset', 'gpt').prompt;
    expect(text).toContain('Write alt text for a photo of two kids building a sandcastle at sunset.');
    expect(text).not.toContain('PASTE THE IMAGE');
  });
  it('a text for a sister is still a message', () => {
    expect(optimize("text for my sister's birthday", 'gpt').prompt).toContain('message in my voice');
  });
});

describe('the cleaner keeps the user’s words and sentences as they are', () => {
  const pix =
    'me ajuda a explicar pra minha vó (82 anos) como usar o pix sem cair em golpe? ela tem celular android, já usa whatsapp de boa mas se confunde com app de banco. queria um passo a passo bem simples que eu possa imprimir em letra grande e deixar do lado do telefone dela. e uma listinha das coisas que banco NUNCA pede';
  it('"usa" is a Portuguese verb, and "e uma listinha" a second thing to make', () => {
    everywhere(pix, (text) => {
      expect(text).toContain('já usa WhatsApp');
      expect(text).not.toContain('USA');
      expect(text).toContain('Inclua também uma listinha das coisas que banco NUNCA pede.');
    });
  });
  it.each([
    'lo usa ogni giorno per il lavoro, mi scrivi una guida?',
    'mi hermano usa linux, ¿qué distro le recomiendo?',
  ])('%s keeps "usa" as a verb', (prompt) => expect(optimize(prompt, 'gpt').prompt).not.toContain('USA'));
  it('"the usa" is still the country', () => {
    expect(optimize('cheap flights to the usa in may', 'gpt').prompt).toContain('USA');
  });
  const rota =
    'can u make a cleaning rota for our house, 5 of us: me (Sam), Ife, Jonah, Marta, Callum. jobs are bathroom, kitchen, bins. 5 week cycle. put it in a table we can stick on the fridge';
  it('a request of several sentences never ends its last ask with a "?"', () => {
    everywhere(rota, (text) => {
      expect(text).not.toContain('fridge?');
      expect(text).toMatch(/Make a cleaning rota for our house/);
    });
  });
  it('the "?" closes the sentence that asks', () => {
    const text = optimize(
      'can you tighten up my linkedin about section, keep it under 200 words. here it is',
      'gpt',
    ).prompt;
    expect(text).not.toContain('Here it is?');
  });
  it('"can you make my essay intro…" is a request, and the rule after it keeps its full stop', () => {
    const text = optimize(
      'can you make my essay intro less cringe its for my soc 101 class. dont change my argument though, prof said the thesis is good',
      'gpt',
    ).prompt;
    expect(text).toContain('Make my essay intro less cringe');
    expect(text).not.toContain('good?');
  });
  it.each([
    ['can you freeze cooked lasagne', 'Can you freeze cooked lasagne?'],
    ['can you make pancakes without eggs', 'Can you make pancakes without eggs?'],
  ])('%s is still a question', (prompt, question) =>
    expect(optimize(prompt, 'gpt').prompt).toContain(question),
  );
  const regex =
    "regex to split a whatsapp chat export into date, time, sender, message. problem is exports from my phone and my wife's phone look different:\n\n[12/03/2024, 21:14:09] Tomasz: are you picking up Zosia?\n12/03/2024, 21:15 - Ania: yes but I'll be late\n\nsome messages go over multiple lines, the continuation lines dont have a date at the start. using python re.";
  it('a sentence whose colon led into the pasted lines ends there', () => {
    everywhere(regex, (text) => {
      expect(text).not.toMatch(/look different:\s*Some messages/);
      expect(text).toContain('look different.');
    });
  });
});
