import nlp from 'compromise';
const spans = ["Officer Diaz", "Kevin Bell", "Texas Penal Code", "Main Street", "Okafor", "Ms. Okafor", "Detective Ramos", "Priya Natarajan", "Darnell", "Tyrone Jackson", "Marcus", "DNA", "Walmart", "Jessica Alvarez", "Dr. Patel", "Judge Howard", "Sgt. Miller", "Deputy Cruz", "Denise", "Jordan", "Taylor", "Lopez", "Houston", "Class A", "Assault", "Sarah", "Mr. Chen", "Trooper Gonzalez","Emily Chen","Andre","Keisha","Jamal Washington","Harris County","CPS","Xochitl Ramirez", "Ngozi", "Bao Nguyen", "Aaliyah"];
const t0 = performance.now();
for (const s of spans) {
  const d = nlp(s);
  const tags = d.json()[0]?.terms.map((t:any)=>t.tags.filter((x:string)=>/Person|Name|Place|Organization|Honorific|Actor/.test(x)).join(',')).join(' | ');
  console.log(s.padEnd(20), d.has('#Person'), tags);
}
console.log('ms', performance.now()-t0);
