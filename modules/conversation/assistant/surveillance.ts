// Watching a person: a message in which someone records, films, photographs, wiretaps, tracks or
// monitors a PERSON ("can I get in trouble for recording my kid's teacher?", "he recorded me without
// asking", "is it legal to photograph strangers?") is about surveillance and privacy law, the
// assistant's own field, however everyday its other words (a kid, a teacher, trouble); recording a
// thing ("how do I record my screen?") is not. The person is what compromise tags as one: a role
// noun (#Actor: teacher, landlord, boss, nanny, neighbors), a name (#Person), or a personal pronoun.
import nlp from 'compromise';

const WATCHING_VERBS = [
  'record',
  'records',
  'recorded',
  'recording',
  'film',
  'films',
  'filmed',
  'filming',
  'videotape',
  'videotaped',
  'videotaping',
  'tape',
  'taped',
  'taping',
  'photograph',
  'photographed',
  'photographing',
  'wiretap',
  'wiretapped',
  'wiretapping',
  'monitor',
  'monitored',
  'monitoring',
  'track',
  'tracked',
  'tracking',
  'bug',
  'bugged',
  'surveil',
  'surveilled',
  'spy on',
  'spying on',
  'spied on',
  'eavesdrop on',
  'eavesdropping on',
  'eavesdropped on',
];
const DETERMINER = '(my|our|the|his|her|a|an|their|this|that|your)';
const PERSON = '(#Actor|#Person|me|him|her|them|us|someone|somebody|people|anyone|strangers)';
const WATCHING = `(${WATCHING_VERBS.join('|')}) ${DETERMINER}? #Possessive? #Adjective? ${PERSON}`;

/** The message has someone record, film, photograph, wiretap, track or monitor a person. */
export function watchesAPerson(text: string): boolean {
  // The watching word must be the verb: "record players for beginners" is a thing to buy.
  return nlp(text).match(WATCHING).match('^#Verb').found;
}
