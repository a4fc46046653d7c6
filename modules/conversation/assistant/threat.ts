// Personal safety, read from what a message says rather than from its subject: a person (or a car
// they drive) doing or threatening harm, a weapon, someone following, watching or waiting for the
// asker, someone getting into the asker's home, violence shown (throwing or smashing things),
// drugging, an adult asking a child for secrecy, control of the asker's money, phone or movements
// (coercive control), a child kept from the asker, swatting, doxxing, sextortion, self-harm (named
// or in words of hopelessness), or the asker's fear. Any of these makes the answer start with the safety
// steps (issue 27: "whatever else it asks"); all but fear alone also keep the question from being
// declined. The cues are the semantics of a threat — an agent, an act, a target — not phrases of
// particular questions.
import nlp from 'compromise';
import { sentences } from './nlp.js';
import { learnedSafety } from './safety-model.js';

// The relations a person is named by ("my ex", "my estranged husband", "my former stepfather"): those
// of the household (a partner, a parent, a sibling, a child, a roommate), then the others. Both lists
// take the same modifiers, so PERSON and HOUSEHOLD read the same relations the same way.
const RELATION_MODIFIER = String.raw`(?:(?:former|old|new|current|estranged|abusive|creepy|violent|controlling|separated)\s+)?`;
const HOUSEHOLD_RELATIONS = String.raw`ex|ex-?(?:husband|wife|boyfriend|girlfriend|partner)|husband|wife|partner|spouse|boyfriend|girlfriend|bf|gf|fianc[eé]e?|father|dad|stepdad|stepfather|mother|mom|stepmom|stepmother|brother|sister|son|daughter|roommate|in-laws?`;
const OTHER_RELATIONS = String.raw`uncle|aunt|cousin|grandson|granddaughter|nephew|niece|neighbou?r|landlord|boss|manager|coworker|co-worker|supervisor|tenant|stalker|family|relative|caregiver|date|match|classmate`;
const PERSON = new RegExp(
  String.raw`\b(he|she|they|him|her|them|someone|somebody|anyone|a (guy|man|woman|person|stranger|driver|kid|teen|student|customer|client|patient)|(this|that|some|the same|the) (guy|man|woman|person|stranger|driver)|my ${RELATION_MODIFIER}(${HOUSEHOLD_RELATIONS}|${OTHER_RELATIONS})|(his|her|their) (friends?|family|brother|sister|dad|mom|new (boyfriend|girlfriend|partner))|people|strangers?|gang|neighbou?rs?)\b`,
  'i',
);
// A car or a driver that follows is an agent too ("a car has followed me home").
const VEHICLE = /\b(car|truck|pickup|van|minivan|suv|sedan|jeep|vehicle|motorcycle|bike|driver)\b/i;

// Harm done or promised to someone: the act with its target.
const HARM_ACT =
  /\b(kill(s|ed|ing)?|murder|hurt(s|ing)?|harm(s|ed|ing)?|hit(s|ting)?|beat(s|ing)?|beaten|punch(es|ed|ing)?|slap(s|ped|ping)?|kick(s|ed|ing)?|chok(e|es|ed|ing)|strangl(e|es|ed|ing)|stab(s|bed|bing)?|shoot|shot|rap(e|ed)|assault(s|ed|ing)?|attack(s|ed|ing)?|push(es|ed)|shov(e|es|ed)|grab(s|bed)?|burn|break my|ruin (me|my life)|come after|get (me|you|even)|make (me|you|us) pay|take (you|me|us) with|regret it|watch your back)\s+(me|us|you|her|him|them|the (kids?|children|baby)|myself|yourself|himself|herself|themselves)\b/i;
// Harm named as a thing: a record of it, a fear of it.
const HARM_NOUN =
  /\b(assault|violence|violent|abuse|abusing|abused|abusive|abuser|rape|battery|strangulation|threats?|death threats?|hit list)\b/i;
const HARM_TO_SOMEONE =
  /\b(kill|murder|hurt|harm|hit|hitt|beat|punch|slap|slapp|smack|kick|chok|strangl|stab|stabb|shak|shoot|shot|rap|assault|attack|burn|grab|grabb|push|shov|pull|drag|twist|pin|pinn|throw|threw|spit|bit|bite)(s|ed|es|e|ing)?\s+(me|us|you|her|him|them|the kids|the children|the baby|myself|himself|herself|(my|our|your) (kids?|children|son|daughter|baby|toddler|infant|newborn|grand(son|daughter|kids?|child|children)|stepson|stepdaughter|family|mom|dad|wife|husband|partner|dog|cat|pets?|arm|arms|neck|throat|hair|wrist|face|hand|shoulder|leg|head))\b/i;
const THREATEN =
  /\bthreat(en(s|ed|ing)?)?\b|\b(said|says|saying|told me|texted|messag(ed|es)|posted|warned)\b[^.?!]{0,40}\b(he'?ll|she'?ll|they'?ll|he is going to|she is going to|he's going to|she's going to|going to|gonna|will)\b[^.?!]{0,30}\b(kill|hurt|swat|show up|find|come|ruin|make|take|get|burn|leak|post|expose|regret|pay|never forget)|\b(told|tells|said|says|warned|texted|messaged)( me| us| him| her| them)?\b[^.?!]{0,30}\b(better not|you'?d better not|had better not)\s+(remember|testify|talk|say|tell|show up|go to|call|report|press)\b/i;
const WEAPON = /\b(guns?|firearms?|rifles?|pistols?|handguns?|shotguns?|knife|knives|weapons?|ammo|ammunition|bullets?|armed)\b/i;

// Someone following, watching, waiting for, contacting or showing up on the asker (the asker is the
// object: "tracks me", not "can I track my son's phone").
const PURSUIT =
  /\b(follow|tail|track|watch|stalk|wait for|chas|film|photograph|record)(s|ed|ing|es|e)?\s+(me|us|my (kids?|children|son|daughter|family))\b|\b(took|taking|takes|take|snapp(ed|ing)) (pictures|photos|videos?|a video|a picture|a photo) of (me|us|my)\b|\bwait(s|ed|ing)? (for|on) (me|us)\b|\bbehind me\b|\boutside (my|our) (house|home|place|apartment|apt|flat|dorm|building|window|work|office|school|door|job)\b|\b(parked|parks|parking|sitting|sits|sat|waiting|waits|waited|standing|stands|stood|lurking|lurks|lurked|hanging around|hangs around|hung around)( in (his|her|their|a|the) (car|truck|van|suv))? (outside|near|next to|beside|across (the street )?from|in front of|by|at) (my|our|the) ((kids'?|children'?s|son'?s|daughter'?s) )?(house|home|place|apartment|work|office|school|daycare|door|job|building|car)\b|\b(show|turn)(s|ed|ing)? up (at|to|outside) (my|our|the new)\b|\b(show|turn)(s|ed|ing)? up (wherever|everywhere|anywhere) (i|she|he|we|they)\b|\b(drives?|driving|drove|walks?|walking|rides?|riding|rode|goes|going|went)( slowly)? (by|past) (my|our) ((new|old|current) )?(house|home|place|apartment|flat|building|work|office|job|school|door|driveway)\b|\b(slow(s|ed|ing)? down|stop(s|ped|ping)?|idl(es|ed|ing)|circl(es|ed|ing)|cruis(es|ed|ing)|pull(s|ed|ing)? up|creep(s|ing)|crept|loiter(s|ed|ing)?)( again| every \w+)? (in front of|outside|by|near|past|at|around|across from) (my|our) (house|home|place|apartment|building|work|office|driveway|street|door)\b|\bwon'?t leave (me|us) alone\b|\bkeeps? (leaving|sending|putting|dropping|posting|calling|texting|messaging|showing up|turning up|coming by|driving by|watching)\b|\bkeeps? ('?accidentally'? )?(running|bumping) into (me|us)\b|\bexposed (himself|herself|themselves) to (me|us|my)\b|\b(texting|calling|messaging|contacting|emailing|dm'?ing|harass(ing|es|ed)?|messaged|texted|called|emailed)\s+me\b/i;
const ASKER_TARGET = /\b(me|my|us|our|i|i'm|im|we)\b/i;
const PASSIVE_PURSUIT =
  /\b(being|been|getting|get|got|am|was|were|feel(ing)?) (followed|watched|tracked|stalked|tailed|threatened|harassed)\b/i;
// Someone who sees where the asker is or what they write: a tracker found on their things, an app
// or account that shows their location, an anonymous writer who knows their movements, someone who
// repeats what the asker said only in private.
const SURVEILLED =
  /\bmy (phone|cell|car|house|home|apartment|room|bedroom|computer|laptop|email|accounts?|wifi|texts|calls) (is|are|was|were|being|has been|have been|got|gets|might be|may be) (tapped|bugged|hacked|tracked|monitored|cloned|wiretapped|spied on|compromised|accessed)\b|\b(tracker|air ?tags?|tile|gps|spyware|stalkerware|hidden camera|bug|device|box|gadget|magnet)\b[^.?!]{0,40}\b(on|in|under|inside|behind|in the lining of) (my|our) (\w+ )?(car|phone|bag|backpack|purse|wallet|jacket|coat|luggage|suitcase|stroller|bike|bumper|truck|house|home|bedroom|apartment|kid'?s)\b|\bfound (a|an|this|some)\b[^.?!]{0,30}\b(tracker|air ?tag|tile|gps|device|box|camera)\b|\b(see|sees|track|tracks|know|knows|knew|read|reads|listen to|follow) (my|our) (location|texts|messages|calls|whereabouts|every move)\b|\b(see|sees|saw|knows?|knew|track|find|tell|describ\w*|mention\w*)( (exactly|always|somehow|already|just|even|precisely))* (where|what|when|who|everywhere|anywhere|everything) (i|i'm|i've|i'd|i was|we|we've|my)\b|\b(quot(e|es|ed|ing)|repeat(s|ed|ing)?|knows?|knew)\b[^.?!]{0,50}\bi only (said|told|texted|wrote|typed|messaged|searched|emailed)\b|\b(comments?|commented|commenting|posts|posted|says|said|texts|texted|messages|messaged|writes|wrote|replies|replied|names|named)\s+(exactly|always|somehow|precisely)\s+(where|when) (i|i'm|i've|i was|we|we're|my)\b|\b(got|get|gets|getting|received?|receiving|was sent|were sent|(sent|texted|messaged|emailed|mailed|dm'?d) (me|us))\b[^.?!]{0,60}\b(photos?|pictures?|pics?|videos?) of (me|us|my (house|home|car|kids?|children|son|daughter|front door|door|apartment|work))\b/i;
// Someone other than the asker who found out their new address, number or workplace ("my ex found my
// new address even though I moved"): the asker moved away from them, and they were found.
export const FOUND_NEW_ADDRESS =
  /(?<!\b(i|we|i've|we've)\s)\b(found|finds|figured out|tracked down|got|gets|has|knows|knew)\s+(out\s+)?(my|our)\s+new\s+(address|place|apartment|house|home|number|phone number|job|workplace|location)\b/i;
// A child kept from the asker by the other parent or someone else ("still hasn't brought my son
// back", "won't give the kids back"), or the threat of it ("you'll never see her again"): a possible
// family abduction.
export const CHILD_WITHHELD =
  /\b(hasn'?t|has not|haven'?t|have not|didn'?t|did not|won'?t|will not|wouldn'?t|refuses? to|refused to|never)\s+(brought|bring|returned|return|given|give|dropped|drop|sent|send)\s+(my|our|the)\s+((\d{1,2}[- ]?(year|yr)[- ]?old|little|baby|two|three)\s+)?(son|daughter|kids?|child|children|baby|boys?|girls?|toddler|stepson|stepdaughter)\s+(back|home)\b|\b(my|our)\s+(son|daughter|kids?|child|children|baby|toddler|stepson|stepdaughter)('?s)?\b[^.?!]{0,60}\b(hasn'?t|has not|haven'?t|have not|didn'?t|did not|won'?t|will not|wouldn'?t|refuses? to|refused to|never)\s+(brought|bring|returned|return|given|give|dropped|drop|sent|send)\s+(him|her|them)\s+(back|home)\b|\b(i'?ll|i will|you'?ll|you will|we'?ll|we will|she'?ll|he'?ll)\s+never\s+see\s+(him|her|them|the (kids?|children|baby)|(my|your|our) (son|daughter|kids?|children|baby))\s+again\b/i;
// The same act read from the verb rather than from fixed phrases (compromise's verb phrases: their
// infinitive and negation), so every tense and wording of it reads alike — "is not returning the
// kids", "never brought our son home", "refuses to bring my daughter back", "kept the kids past his
// weekend": a verb of giving back that is negated (or follows "refuse", "fail" or "decline") or a
// verb of keeping, with a child as its object, done by someone other than the asker ("can I keep the
// kids?" is the asker's own question).
const GIVING_BACK = new Set(['return', 'bring', 'give', 'send', 'drop', 'hand']);
const KEEPING = new Set(['keep', 'hide', 'hold', 'withhold']);
const REFUSING = new Set(['refuse', 'fail', 'decline']);
const CHILD_OBJECT =
  /^\s*(?:(?:the|my|our|both|two|three|little|baby|young|\d{1,2}[- ]?(?:year|yr)[- ]?old)\s+){0,3}(?:son|daughter|kids?|child|children|baby|boys?|girls?|toddler|stepson|stepdaughter|grandson|granddaughter|grandkids?|grandchild(?:ren)?)\b/i;
const ASKER_SUBJECT = /\b(?:i|we)\s+(?:\w+\s+){0,2}$/i;

interface VerbPhrase {
  text: string;
  offset: { start: number; length: number };
  verb?: { infinitive?: string; negative?: boolean };
}

function childKeptByVerb(sentence: string): boolean {
  if (!/\b(son|daughter|kids?|child|children|baby|boys?|girls?|toddler|step(son|daughter)|grand\w+)\b/i.test(sentence)) return false;
  const phrases = nlp(sentence).verbs().json({ offset: true }) as VerbPhrase[];
  return phrases.some((v, i) => {
    const inf = v.verb?.infinitive?.toLowerCase() ?? '';
    const after = sentence.slice(v.offset.start + v.offset.length);
    const object = CHILD_OBJECT.exec(after)?.[0];
    if (object === undefined) return false;
    const before = sentence.slice(0, v.offset.start);
    if (ASKER_SUBJECT.test(before)) return false;
    const refused = i > 0 && REFUSING.has(phrases[i - 1]!.verb?.infinitive?.toLowerCase() ?? '');
    // "return" takes the child as its object; the others do with "back", "home" or "off" after it
    // ("won't give the kids back"), not as the one given something ("won't give my son his records").
    const back = inf === 'return' || /^\s+(?:\w+\s+)?(?:back|home|off)\b/i.test(after.slice(object.length));
    if (GIVING_BACK.has(inf)) return back && (Boolean(v.verb?.negative) || refused);
    return KEEPING.has(inf) && !v.verb?.negative;
  });
}

/** A child kept from the asker (CHILD_WITHHELD's phrases, or the act read from its verb). */
export const childWithheld = { test: (text: string): boolean => CHILD_WITHHELD.test(text) || sentences(text).some(childKeptByVerb) };

// Hopelessness in the asker's own words: the warning signs of suicide that name no act (988 and
// AFSP's lists: no reason to live, being a burden, not wanting to be here, wanting it all to end).
const HOPELESS =
  /\b(no|don'?t see (the|any)|do not see (the|any)|can'?t see (the|any)|what'?s the|there'?s no)\s+(point|reason)\s+(in\s+|of\s+|to\s+)?(going on|go on|keep going|living|live|being alive|being here|carrying on|carry on|wak(e|ing) up)\b|\b(don'?t|dont|do not|doesn'?t|doesnt|does not|can'?t|cant|no longer)\s+see\s+(the|any)\s+point(\s+(in|of)\s+(anything|it all|life|living|trying|any of it))?(\s+any\s?more|\s+now)?(?=\s*(?:[.,;:!?\n]|$|\band\b|\bbut\b|\bso\b))|\b(don'?t|do not|doesn'?t|does not|didn'?t|no longer)\s+want\s+to\s+(live|be alive|be here anymore|wake up|exist)\b|\bnothing( left)? to live for\b|\b(tired|sick) of (living|being alive|life)\b|\b(talk(s|ed|ing)?|says|said|saying|joke(s|d)?|joking|post(s|ed|ing)?|writ(es|ing)|wrote) about (killing|hurting|ending) (himself|herself|themselves|myself|his life|her life|their life|my life|it all)\b|\b(want|wanted|wanting)\s+to\s+die\b|\bbetter off\s+(without me|dead|if i (was|were) gone)\b|\bend it all\b|\b(i'?m|i am)\s+(just\s+)?a burden\b|\bcan'?t\s+go on\s+(anymore|like this)\b/i;
const THREAT_WORDS =
  /\b(said|says|saying|told me|warned|texted|wrote)\b[^.?!]{0,60}\b(regret|be sorry|pay for|watch (your|my) back|you'?ll see|or else|never forget|make a scene|find (you|me)|come for)\b|\b(regret (this|it)|be sorry|pay for (this|it)|watch your back|you'?ll see|or else|you'?re dead|your dead|ur dead|i'?ll find you|coming for you)\b[^.?!]{0,40}\b(he|she|they|my \w+)\s+(said|says|texted|wrote|told me|yelled|screamed|warned|messaged|posted)\b/i;
// A protection order named, or fleeing someone: the asker's safety is already the matter.
const ORDER_OR_FLIGHT =
  /\b(restraining|protective|protection|no[- ]contact|stay[- ]away) orders?\b|\border (of|for) protection\b|\bprotection from abuse\b|\b(pfa|ppo|dvro|tro)\b|\b(get|got|getting|run|ran) away from (my|him|her|them)\b|\b(escape|escaping|flee|fleeing|fled|hiding from)\b|\b(shelter|safe house)\b|\b(somewhere|where) (he|she|they) (doesn'?t|don'?t|does not|do not|can'?t|won'?t) (know|find)\b/i;

// Coercive control: control of the asker's money, phone, movements, friends or body, or a person kept
// from their family ("won't let any of us visit her").
const CONTROL =
  /\b(takes?|took|smash(es|ed)?|broke|breaks?|controls?|keeps?|holds?|hides?|hid|withholds?) (all )?(my|our) (money|paycheck|pay|wages|cards?|bank|phone|passport|id|documents|car keys|keys|car)\b|\b(won'?t|doesn'?t|does not|will not) (let|allow) me\b|\btells? me (who|which|where|what to wear|when)\b|\b(goes|go|went) (thru|through) my phone\b|\b(checks?|reads?|monitors?|tracks?) my (phone|texts|messages|location|email|every move)\b|\b(isolat(es|ed|ing)|cut me off from|not allowed to see)\b|\bcoercive control\b|\b(won'?t|doesn'?t|does not|will not|refuses to|stopped letting) (let|allow) (him|her|them|my (mom|mother|dad|father|grandma|grandpa|grandmother|grandfather)) (to )?(go to|see) (the |a |his |her )?(doctor|hospital|dentist|clinic|family|friends)\b|\b(keeps?|kept|lock(s|ed)? up|hides?|hid|withholds?|takes?|took) (his|her|their) (pills|meds|medications?|medicine|insulin|inhaler|oxygen|wheelchair|walker|hearing aids?)\b|\bso (i|we) (couldn'?t|could not|can'?t|cannot) call (anyone|anybody|911|the police|for help)\b|\b(won'?t|doesn'?t|does not|will not|refuses to) (let|allow) (us|any of us|anyone|anybody|(her|his|the) family|family|friends) (to )?(see|visit|talk to|call|speak to) (her|him|them)\b/i;

// Threats that need no person named: swatting, doxxing, sextortion, leaked images, self-harm.
const DIRECT =
  /\b(swat(ted|ting)?|dox(x)?(ed|ing)?|sextort(ion|ing)?|revenge porn|leak (my|the) (photos|pictures|nudes|videos)|intimate (images|photos)|(posted|posting|shared|sharing|published|publishing) (my|our|her|his) (home )?(address|location)|(posted|posting|shared|sharing) where (i|she|he|we|they) (live|lives|work|works|go to school|goes to school)|(posted|shared|leaked|uploaded|sent|spread(ing)?|posting|sharing) (my|our|her|his) (nudes|nude (photos|pictures|pics|videos)|private (photos|pictures|pics|videos))|suicid(e|al)|kill (him|her|my)self|end (his|her|my) life|self[- ]harm|in danger|afraid for my (life|safety)|scared for my (life|safety)|fear for my (life|safety))\b/i;

// Someone getting, or trying to get, into the asker's home: the act names its agent ("trying to open
// my back door", "banging on our door", "broke into my apartment"); a car broken into is property.
const INTRUSION =
  /\b(try|tries|tried|trying) to (get|break|open|force|come|kick|pry|climb)\b[^.?!]{0,25}\b(door|doors|window|windows|house|home|apartment|room|garage)\b|\b(break|breaks|breaking|broke|broken) in(to)? (my|our|the) (house|home|apartment|room|bedroom|garage|place)\b|\b(banging|pounding|kicking|pulling) on (my|our|the) (front |back |bedroom )?(door|doors|window|windows)\b|\b(someone|somebody|someones|a (man|guy|person|stranger)|intruders?)\b[^.?!]{0,20}\b(is |are |'s )?(in|inside) (my|our) (house|home|apartment|garage)\b|\b(intruder|home invasion)\b|\b(someone|somebody|he|she|they|my ex\w*)\b[^.?!]{0,20}\b(has|have|had) been (in|inside|into|going through) (my|our) (house|home|apartment|room|bedroom|place|things|stuff)\b|\b(things|stuff|items|furniture|belongings)\b[^.?!]{0,10}\b(in|inside) (my|our) (house|home|apartment|room|bedroom|place)\b[^.?!]{0,20}\b(moved|rearranged|gone through|out of place|touched)\b|\b(my ex\w*|ex-?(husband|wife|boyfriend|girlfriend|partner))\s+(still\s+)?(has|have|had|kept|keeps|made|copied)\s+(a |my |our |the |an extra |a spare |a copy of (my|our|the) )?(keys?|spare key|house key|garage (door )?opener)\b|\b(he|she|they|someone|somebody)\s+still\s+(has|have)\s+(a |my |our |the |a spare )?(keys?|spare key|house key)\b|\b(never|didn'?t|did not) (gave|give) (him|her|them) (a|my|our|the) (key|keys|code|spare key)\b|\b(let|lets|letting) (himself|herself|themselves) in(to)?\b|\b(was|were|is|are)( already)?( sitting| waiting| standing| hiding| sleeping| lying)? (in|inside) (my|our) (house|home|apartment|flat|room|bedroom|place) when (i|we) (got|came|get|come|arrived?|returned) (home|back|in)\b/i;

// Sexual abuse told by the one it is done to or by a parent: molesting, groping or fondling, or
// touching with a demand for secrecy ("my stepdad touches me and says not to tell mom").
const SEXUAL_ABUSE =
  /\b(molest\w*|grop(e|es|ed|ing)|fondl(e|es|ed|ing))\b|\btouch(es|ed|ing)?\s+(me|my (daughter|son|kid|child|sister|brother))\b[^.?!]{0,60}\b(not (to )?tell|keep (it|this) (a )?secret|(a|our|their|his|her) (little )?secret|inappropriate\w*|when (i'?m|i am|she'?s|he'?s) (asleep|sleeping)|where (i|she|he) (don'?t|doesn'?t) want)\b/i;
// Things sent to the asker's door again and again that nobody there ordered (food, packages,
// services): someone who knows the address is harassing them. One wrong delivery is not.
const UNORDERED_REPEATED =
  /\b(keeps?|kept|again|every|each|3rd|third|4th|fourth|multiple|several|so many|weeks? of|(nights?|days?) in a row|over and over)\b/i;
const UNORDERED =
  /\b(deliver(y|ies)|pizzas?|food|packages?|parcels?|uber ?eats|doordash|grubhub|orders?|taxis?|ubers?|tow trucks?)\b[^.?!]{0,60}\b(never|didn'?t|did not|don'?t|do not|nobody|no one) (ever )?order(ed|s)?\b/i;
// Someone inside the home at night, found on waking ("woke up at 2am and my landlord was standing in
// my kitchen").
const FOUND_INSIDE = new RegExp(
  String.raw`\bwoke up\b[^.?!]{0,60}\b(he|she|they|someone|somebody|an intruder|a (man|woman|stranger|person|guy)|my ${RELATION_MODIFIER}(${HOUSEHOLD_RELATIONS}|${OTHER_RELATIONS}))\s+(was|were|is|are)\s+(standing|sitting|lying|hiding|leaning|bending)?\s*(in|inside|over|at the foot of)\s+(my|our|the)\s+(kitchen|bedroom|bed|room|house|home|apartment|flat|living room|hallway|hall|bathroom)\b`,
  'i',
);
// Warning signs of suicide that name no act, said of anyone: a plan with a time ("it'll be over on the
// 15th", "has it all figured out"), and possessions or pets given away. Two together are a crisis.
const SUICIDE_PLAN =
  /\b(it'?ll|it will|it'?s going to|it is going to|everything will|this will|all this will|it'?ll all|it will all)\s+(all\s+)?be\s+over\b|\b(has|have|got)\s+it\s+all\s+(figured|planned|worked)\s+out\b|\bwon'?t\s+(need|be needing)\s+(it|them|this|these|anything)\s+(any\s?more|much longer)\b|\b(said|saying|says)\s+(goodbye|bye)\s+to\s+every(one|body)\b/i;
const GIVING_AWAY =
  /\b(gave|giving|gives|give|given)\s+(away\s+)?(me\s+|us\s+|\w+\s+)?(all\s+)?(her|his|their|my)\s+(\w+\s+)?(cat|dog|pets?|guitar|things|stuff|belongings|possessions|jewell?ery|car|collection|plants)\b/i;
// Someone who keeps the asker from leaving or presses on them in anger: a door blocked, "wouldn't
// let me leave", "locked me in", yelling in their face — the act holds its target (me, us).
const CONFINED =
  /\b(won'?t|wont|wouldn'?t|wouldnt|didn'?t|didnt|did not|would not|will not|refused to|refuses to|refusing to)\s+let\s+(me|us)\s+(leave|go(?!\s+to\b)|out|get out|get past|walk out)\b|\b(block(s|ed|ing)?|stood in front of|standing in front of|stands in front of)\s+(the|my|our)\s+(door|doorway|exit|way out|car door)\b|\block(s|ed|ing)?\s+(me|us)\s+in\b|\b(yell(s|ed|ing)?|scream(s|ed|ing)?|shout(s|ed|ing)?|got|gets|getting|get)\s+(right\s+)?in\s+my\s+face\b/i;
// Pressure on the neck — strangulation, the strongest predictor of a later killing in domestic
// violence — told by what a hand does rather than by its name: hands put around or on a throat or
// neck, a throat or neck squeezed or held ("put his hands around her neck 'as a joke'").
const NECK =
  /\b(hands?|arms?|fingers?|forearm)\s+(around|on|at|against|across)\s+(my|her|his|their|our|your)\s+(throat|neck)\b|\b(squeez(e|es|ed|ing)|press(es|ed|ing)?|grabb?(s|ed|ing)?|held|hold(s|ing)?|clutch(es|ed|ing)?|crush(es|ed|ing)?)\s+(on\s+)?(my|her|his|their|our|your)\s+(throat|neck|windpipe)\b/i;
// Looking into the asker's home from outside: at a bedroom or bathroom window with a drone, a phone or
// the eyes ("flies his drone up to my bedroom window", "keeps looking into our windows at night").
const PEERING =
  /\b(drones?|phones?|binoculars|telescopes?|flashlights?)\b[^.?!]{0,40}\b(my|our|the kids['’]?)\s+(\w+['’]s\s+)?(bedroom|bathroom|shower)\s+(windows?|room)\b|\b(look(s|ed|ing)?|peer(s|ed|ing)?|peek(s|ed|ing)?|peep(s|ed|ing)?|star(e|es|ed|ing)|film(s|ed|ing)?|record(s|ed|ing)?|watch(es|ed|ing)?)\s+(in|into|through)\s+(my|our)\s+(\w+\s+)?windows?\b|\bpeeping tom\b/i;
// Someone who holds the asker's address when they should not, or says so ("said he still has my
// address from the app"): a person, not an office, with the address.
const HOLDS_ADDRESS =
  /\b(he|she|they|someone|somebody|(this|that|the|a|some) (guy|man|woman|person|stranger|driver))\b[^.?!]{0,30}\b(still\s+)?(has|have|had|kept|keeps|saved|got|knows?|knew)\s+(my|our)\s+(home\s+|house\s+|new\s+|current\s+|exact\s+)?(address|location)\b/i;
// Things in the asker's home moved or gone through while they were away: someone has been inside.
const THINGS_MOVED =
  /\b(things|stuff|items|belongings|furniture|drawers?|clothes)\b[^.?!]{0,12}\b(moved|rearranged|out of place|gone through|touched|opened)\b[^.?!]{0,12}\b(in|inside|around)\s+(my|our)\s+(house|home|apartment|flat|room|bedroom|place)\b/i;
// A stranger asking the asker's child where they live or go to school, or when the parents are away
// ("a guy at the park asked my 8 year old what school she goes to", "she was asked by a man in a van where she lives").
const CHILD_QUESTIONED =
  /\b(guy|man|men|woman|women|stranger|someone|somebody|person|driver|lady|dude|adult|neighbou?r|account|user|player|profile)\b[^.?!]{0,40}\b(ask(s|ed|ing)?|question(s|ed|ing)?|quizz(es|ed|ing))\s+(her|him|them|my\s+(\w+[- ]?)*?(daughter|son|kid|child|girl|boy|teen|yo|old))\s+(what\s+school|which\s+school|what\s+(street|town|address|neighbou?rhood)|where\s+(she|he|they|you|we)\s+(lives?|goes?|go|stays?|sleeps?)|where\s+(her|his|their|your)\s+(house|home|school|mom|dad|parents?)|when\s+(her|his|their|your)\s+(mom|mother|dad|father|parents?)|if\s+(her|his|their|your)\s+(mom|mother|dad|father|parents?)|for\s+(her|his|their)\s+(address|number|phone number|last name))|\b(was|were|got|been|being)\s+(asked|questioned)\b[^.?!]{0,40}\b(what\s+school|which\s+school|where\s+(she|he|they|we)\s+(lives?|goes?|go|stays?))/i;

// Violence shown around the asker, not yet aimed at them: throwing or smashing things, punching
// walls — a person's act with its object ("he is throwing things", "she punched a hole in the wall").
const VIOLENT_DISPLAY =
  /\b(throw(s|ing)?|threw|smash(es|ed|ing)?|break(s|ing)?|broke|punch(es|ed|ing)?|kick(s|ed|ing)?|slam(s|med|ming)?|rip(s|ped|ping)?)\s+(things|stuff|dishes|plates|glasses|bottles|furniture|chairs?|walls?|holes? in|doors?|the (tv|door|wall|phone)|(my|our) (phone|stuff|things|door|tv))\b/i;
// Something put in the asker's drink or food: drugging, the act itself.
export const DRUGGED =
  /\b(drugged|roofied|spiked)\b|(?<!\b(i|we)\s)\b(put|puts|putting|slip|slips|slipped|slipping|drop|drops|dropped|dropping|add|adds|added|adding|mix|mixes|mixed|mixing|pour|pours|poured|pouring|sprinkl(e|es|ed|ing)) (something|stuff|a pill|pills|drugs?|powder|chemicals?|bleach|poison|medicine|medication|meds) (in|into) (my|her|his|our|their|the kids'?|my (kids?|son|daughter)'?s?) (drinks?|food|coffee|beer|wine|cups?|water|tea|meals?|juice|soup|bottles?|lunch|dinner|breakfast)\b|\bpoison(s|ed|ing)? (me|us|my|our|her|him)\b/i;
// An adult asking a child to keep their contact secret from the parents: grooming.
const SECRECY_WITH_CHILD =
  /\b(keep (it|this|that|them|things|everything|their \w+|our \w+) (a )?secret|not (to )?tell (her|his|their|your) (mom|mother|dad|father|parents?)|not (to )?tell (us|me|anyone|anybody)|(don'?t|do not|never) tell (your|her|his|their) (mom|mother|dad|father|parents?)|not (to )?tell (mom|dad|mommy|daddy|my (mom|mother|dad|father|parents?)))\b/i;
// An adult met online asking a child to meet in person or to send pictures: enticement, whatever its
// wording ("keeps asking her to meet him at the mall").
const ENTICEMENT =
  /\b(ask(s|ed|ing)?|want(s|ed|ing)?|beg(s|ged|ging)?|pressur(es|ed|ing)|push(es|ed|ing)|invit(es|ed|ing)|tell(s|ing)?|told|get(s|ting)?|got)\s+(her|him|them|my (daughter|son|kid|child|teen|\w+[- ]year[- ]old|\d{1,2} ?(yo|y\/o|y\.o\.?)))\s+(to (meet|meet up|hang out|come over|come see|sneak out|send)|for (pics|pictures|photos|nudes|videos|a (pic|picture|photo|video)))\b/i;
const MET_ONLINE =
  /\b(online|on the internet|(in|from|on|through|via) (a|an|the|some|this|that) (\w+ )?(game|app|chat|website|site|server|forum)|on (the game|an app)|discord|roblox|fortnite|minecraft|snapchat|instagram|tiktok|facebook|xbox|playstation|gaming|video games?|chat ?room)\b/i;
const CHILD =
  /\b(my|our) \d{1,2} ?(yo|y\/o|y\.o\.?|yr)(?![\w/])|\bmy (daughter|son|kid|kids|child|children|teen|teenager|stepdaughter|stepson|niece|nephew|granddaughter|grandson)\b|\b(daughter|son)'?s\b|\b(my|our) (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)[- ]?(year|yr)[- ]?olds?\b/i;

// An adult in contact with the asker's child ("my teenage daughter is talking to an older man
// online", "a 30 year old guy keeps snapchatting my son"): what a parent reports as possible
// grooming, whatever the words around it. The child is the asker's (CHILD), the other an adult by
// age or by name, and the two are in contact (talking, messaging, calling, meeting).
const ADULT =
  /\b(older|grown|grown-up|adult)\s+(man|men|woman|women|guy|guys|person|people|stranger|strangers|friend|boyfriend|girlfriend)\b|\b(\d{2}|twenty|thirty|forty|fifty)[- ]?(year|yr)[- ]?old\s+(man|guy|woman|dude|adult)\b|\b(man|guy|woman) (in (his|her) (20s|30s|40s|50s|twenties|thirties|forties|fifties))\b|\ban adult\b|\b(who'?s|who is|he'?s|he is|she'?s|she is|aged?) (1[89]|[2-9]\d)\b(?! (minutes|hours|days|weeks|months|miles|dollars|percent))/i;
// "My teenage daughter", "our 14-year-old son": the asker's child with a word before the noun.
const DESCRIBED_CHILD =
  /\b(my |our )?(daughter|son|kid|child|stepdaughter|stepson) (is|who'?s|aged?) ([1-9]|1[0-7])\b(?! (minutes|hours|days|weeks|months|miles|dollars|percent))|\b(my|our)\s+(teenage|teen|young|little|youngest|oldest|middle|\d{1,2}[- ]?(year|yr)[- ]?old)\s+(daughter|son|kid|child|stepdaughter|stepson|niece|nephew|granddaughter|grandson)\b/i;
const CONTACT =
  /\b(talk|talking|talks|talked|chat|chatting|chats|chatted|messag\w*|text\w*|dm\w*|snapchatt?\w*|facetim\w*|call(s|ed|ing)?|video[- ]?chat\w*|meet(s|ing)?|met|send(s|ing)?|sent|seeing|dating|hanging out|pick(s|ed|ing)? (her|him|them) up|driv(es|ing) (her|him|them)|drove (her|him|them)|gives? (her|him|them) rides?)\b/i;

/** An adult in contact with the asker's child (see ADULT): a parent's report of possible grooming. */
export const adultWithChild = {
  test: (text: string): boolean =>
    (CHILD.test(text) || DESCRIBED_CHILD.test(text)) &&
    sentences(text).some((s, i, all) => ADULT.test(s) && (CONTACT.test(s) || CONTACT.test(all[i + 1] ?? ''))),
};

const FEAR =
  /\b(scared|afraid|terrified|frightened|fear(ful)?|unsafe|panick(ed|ing)|nervous to go home|not safe|worried (about|for) (my|our) (safety|life|lives|kids?|children)|creep(ed|ing|y)? (me )?out|freak(ed|ing)? (me )?out|intimidat(ed|ing|es)|menac(ed|ing)|bull(y|ies|ied|ying)|harass(ed|es|ing|ment)?|obsess(ed|ive)|unwanted (contact|attention|messages|visits)|(keep|stay|be|feel|get) (me|us|myself|ourselves|(me and )?my (kids?|children|family|son|daughter|baby|kid)|(me|us) and (my|our) \w+) safe|my (safety|life) (is|was) at risk)\b/i;

// The people a person lives with or is close to: violence shown by one of them is domestic violence.
const HOUSEHOLD = new RegExp(String.raw`\b(he|she|my ${RELATION_MODIFIER}(${HOUSEHOLD_RELATIONS}))\b`, 'i');

/**
 * Violence at home: a partner or household member shown violent ("my husband is throwing things"),
 * hurting the asker ("my boyfriend shoved me into the wall") or controlling their money, phone or
 * friends ("my wife takes my paycheck and won't let me see my brother": coercive control is abuse). (Their threats are read as threats,
 * but do not make it domestic violence by themselves: "my ex says he'll take me to court".)
 */
export function violenceAtHome(text: string): boolean {
  return sentences(text.replace(SELF_INJURY, ' ')).some(
    (s) => (VIOLENT_DISPLAY.test(s) || HARM_TO_SOMEONE.test(s) || CONTROL.test(s)) && HOUSEHOLD.test(s),
  );
}

export interface SafetyReading {
  /** The message is about someone's personal safety: its answer leads with the safety steps. */
  safety: boolean;
  /** Harm, a threat, a weapon, pursuit, control or a direct threat: never declined as off-topic. */
  threat: boolean;
}

// Harm the asker means to avoid is no harm done: "kill the weeds without hurting my dog".
const AVOIDED_HARM = /\b(without|avoid(ing)?|not|never)\s+(hurting|harming|killing|injuring|poisoning)\b/gi;

// What the asker is accused of is no threat to them: the asker as the one said to act ("she says I
// threatened her", "accused me of stalking") and an order against the asker ("a restraining order
// against me", "served with a protective order").
const ACCUSATION =
  /\b(i|me of)\s+(never\s+|allegedly\s+|supposedly\s+)?(threaten(ed|ing)?|hit|hitting|hurt|hurting|abus(ed|ing)|stalk(ed|ing)|harass(ed|ing)|assault(ed|ing)|push(ed|ing)|grabb(ed|ing)|follow(ed|ing))\b|\b((restraining|protective|protection|no[- ]contact|stay[- ]away|harassment) order|order (of|for) protection)s? (filed |taken out )?(against|on) me\b|\bserved( me)? with an? (restraining|protective|protection|no[- ]contact|stay[- ]away|harassment) order\b/gi;

// An injury someone did to themselves is no harm done to them: "she hurt her back at work", "I
// twisted my knee" (a workers' compensation or insurance matter, not a threat).
const SELF_INJURY =
  /\b(she|he|i|they)\s+(just\s+|recently\s+)?(hurt|injured|twisted|strained|tweaked|pulled|broke|sprained)\s+(her|his|my|their)\s+(back|neck|knee|knees|ankle|hip|foot|feet|shoulder|elbow|wrist|arm|leg|hand)\b/gi;

/** The message without what it says the asker is accused of (see ACCUSATION), nor injuries people did to themselves (SELF_INJURY). */
export function withoutAccusations(text: string): string {
  return text.replace(ACCUSATION, ' ').replace(SELF_INJURY, ' ');
}

// A business calling or writing again and again — an insurer, an adjuster, a debt collector, a bank,
// a telemarketer — is a matter of rights and records, not a threat to the asker's safety ("the other
// driver's insurance keeps calling me"); the clause is read without it.
const BUSINESS_CONTACT =
  /\b(insurance( company| companies| adjusters?)?|insurers?|adjusters?|(debt )?collectors?|collection agenc(y|ies)|creditors?|lenders?|banks?|telemarketers?|recruiters?|robocalls?|(the|a|my|their|his|her) (company|office|clinic|hospital|school|dealership|landlord'?s office))\s+(keeps?|kept|has been|have been|is|are|was|were|won'?t stop|will not stop)?\s*(calling|texting|emailing|messaging|contacting|writing|sending|harass(ing|es|ed)?)\b[^.?!]*/gi;

/** The message speaks of suicide: the word, killing or ending one's own life, or hopelessness (HOPELESS). */
export function speaksOfSuicide(text: string): boolean {
  return (
    /\bsuicid|\bkill(s|ed|ing)? (him|her|my|them|your)sel(f|ves)\b|\bend(s|ed|ing)? (his|her|my|their|your) (own )?life\b/i.test(text) ||
    HOPELESS.test(text) ||
    suicidePlanned(text)
  );
}

/** Two of the warning signs that name no act: a plan with a time and possessions given away (SUICIDE_PLAN, GIVING_AWAY). */
function suicidePlanned(text: string): boolean {
  return SUICIDE_PLAN.test(text) && (GIVING_AWAY.test(text) || HOPELESS.test(text));
}

/**
 * Reads a message for threats to someone's personal safety, sentence by sentence, with the learned
 * model's second opinion (safety-model.ts: it can only add safety) unless `learned` is false.
 */
export function readSafety(text: string, { learned = true }: { learned?: boolean } = {}): SafetyReading {
  let threat = false;
  let fear = false;
  const all = sentences(text);
  for (const written of all.length ? all : [text]) {
    const s = withoutAccusations(written.replace(AVOIDED_HARM, ' ').replace(BUSINESS_CONTACT, ' '));
    const person = PERSON.test(s);
    if (
      DIRECT.test(s) ||
      INTRUSION.test(s) ||
      CONTROL.test(s) ||
      HARM_TO_SOMEONE.test(s) ||
      THREATEN.test(s) ||
      PASSIVE_PURSUIT.test(s) ||
      SURVEILLED.test(s) ||
      FOUND_NEW_ADDRESS.test(s) ||
      childWithheld.test(s) ||
      HOPELESS.test(s) ||
      CONFINED.test(s) ||
      SEXUAL_ABUSE.test(s) ||
      (UNORDERED.test(s) && UNORDERED_REPEATED.test(s)) ||
      FOUND_INSIDE.test(s) ||
      PEERING.test(s) ||
      HOLDS_ADDRESS.test(s) ||
      THINGS_MOVED.test(s) ||
      (CHILD_QUESTIONED.test(s) && CHILD.test(text))
    )
      threat = true;
    else if (DRUGGED.test(s) || (person && (VIOLENT_DISPLAY.test(s) || NECK.test(s)))) threat = true;
    else if (SECRECY_WITH_CHILD.test(s) && CHILD.test(text)) threat = true;
    else if (ENTICEMENT.test(s) && CHILD.test(text) && MET_ONLINE.test(text)) threat = true;
    else if (person && THREAT_WORDS.test(s)) threat = true;
    else if (person && (HARM_NOUN.test(s) || WEAPON.test(s) || (HARM_ACT.test(s) && ASKER_TARGET.test(s)))) threat = true;
    else if ((person || VEHICLE.test(s)) && PURSUIT.test(s)) threat = true;
    if ((FEAR.test(s) && ASKER_TARGET.test(s)) || ORDER_OR_FLIGHT.test(s)) fear = true;
  }
  if (suicidePlanned(text)) threat = true;
  // An adult in contact with the asker's child (possible grooming): the steps lead, whatever else it asks.
  if (adultWithChild.test(text)) threat = true;
  // A weapon anywhere in a message that names a person elsewhere ("He has several guns.").
  if (!threat && WEAPON.test(text) && PERSON.test(text) && (FEAR.test(text) || HARM_NOUN.test(text) || THREATEN.test(text))) threat = true;
  if (learned && !threat) {
    const model = learnedSafety(text);
    if (model.threat) threat = true;
    else if (model.safety) fear = true;
  }
  return { safety: threat || fear, threat };
}

// A wrong done to the asker or their family: their things stolen, damaged or withheld, their child
// bullied, someone pretending to be them. Not a threat to safety, but a matter for a police report, evidence or a claim — the
// assistant's domain however everyday the words ("someone keyed my car", "my son is bullied online").
const WRONGED =
  /\b(stole|stolen|steal(s|ing)?|keyed|scratched|dented|vandali[sz]ed|damaged|smashed|slashed|broke into|broken into|spray[- ]painted)\b[^.?!]{0,12}\b(my|our)\b|\b(my|our) [\w ]{1,25}\b(was|were|got|has been|have been|is being) (stolen|keyed|vandali[sz]ed|damaged|broken into|hacked|taken)\b|\b(taking|took|takes) (my|our) (stuff|things|money|property|belongings|food|packages?|mail)\b|\b(won'?t|will not|refuses? to|refused to) (return|give back|give me back) (my|our)\b|\b(won'?t|will not|refuses? to|refused to) (give|hand) (it|them) back\b|\b(bull(y|ies|ied|ying)|harass(es|ed|ing)?) (my|our) (son|daughter|kid|kids|child|children|teen)\b|\b(pretend(s|ed|ing)? to be|pos(es|ed|ing) as|impersonat(es|ed|ing)) (me|my (husband|wife|son|daughter|mom|dad|business|company))\b|\b(my|our)\b[^.?!]{0,15}\b(son|daughter|kid|child|teen|teenager)s?\b[^.?!]{0,25}\b(bullied|harassed|cyberbullied)\b|\bfake (account|profile|page|instagram|facebook|tiktok|snapchat|twitter|dating profile)s?\b[^.?!]{0,25}\b(of me|as me|using my|with my|in my name|pretending)\b/i;

// An animal or the weather did it: no one to report ("my cat keeps stealing my socks").
const NO_PERSON_AGENT =
  /\b(cats?|dogs?|pupp(y|ies)|kittens?|raccoons?|squirrels?|birds?|deer|rats?|mice|mouse|possums?|storms?|wind|hail|trees?)\b/i;

/** The only agent the message names is an animal or the weather ("my dog keeps following me"): no one pursues the asker. */
export function animalAgentOnly(text: string): boolean {
  return NO_PERSON_AGENT.test(text) && !PERSON.test(text);
}

/**
 * The message tells of a wrong done to the asker or their family (see WRONGED) by a person: an
 * animal or the weather with no person named is no one to report ("my cat keeps stealing my socks");
 * an animal the wrong is done to is not its agent ("my ex took my dog and won't give it back").
 */
export function wrongedAsker(text: string): boolean {
  return sentences(text).some((s) => WRONGED.test(s) && !animalAgentOnly(s));
}
