// Names people use for a state's places beyond the 50,000+ cities of us-cities.json: the largest
// cities and the capitals of every state (the small states' largest places are under 50,000),
// regions, and the nicknames and short forms of everyday speech ("Philly", "the Twin Cities",
// "Jersey", "NOLA"). General knowledge of US geography, written for Casebook. A name shared by
// places in several states is listed only where one reading is the usual one (Richmond, Virginia;
// Albany, New York); the rest (Springfield, Columbia, Portland in Maine) are left to the state's name.
//
// How a name is matched:
// - 'plain': in any case, anywhere ("here in the twin cities");
// - 'after': in any case after a place word ("in", "from", "near", "live in"…) or as a sign-off
//   ("Austin here") — a person's name as well as a city's;
// - 'capital': written with its capital anywhere ("Jersey question: …", "Calif.");
// - 'guarded': with its capital after a place word — an everyday word as well ("in Mobile").
import type { StateCode } from './types.js';

export type PlaceMatch = 'plain' | 'after' | 'capital' | 'guarded';
export interface PlaceName {
  name: string;
  state: StateCode;
  match: PlaceMatch;
}

const P = (state: StateCode, match: PlaceMatch, names: string): PlaceName[] =>
  names
    .split('|')
    .map((n) => n.trim())
    .filter(Boolean)
    // An abbreviation with its dot ("Calif.", "Ill.") is matched with its capital only ("I feel ill.").
    .map((name) => ({ name, state, match: match === 'plain' && name.endsWith('.') ? 'capital' : match }));

export const PLACE_NAMES: readonly PlaceName[] = [
  // The largest cities and the capital of each state, with its regions and nicknames.
  ...P('AL', 'plain', 'Birmingham|Huntsville|Tuscaloosa|Dothan|Auburn, Alabama|Gulf Shores|Bama'),
  ...P('AL', 'after', 'Montgomery'),
  ...P('AL', 'guarded', 'Mobile|Hoover'),
  ...P('AK', 'plain', 'Anchorage|Fairbanks|Juneau|Wasilla|Ketchikan|Sitka|Kenai|Mat-Su'),
  ...P('AZ', 'plain', 'Phoenix|Tucson|Scottsdale|Tempe|Glendale, Arizona|Yuma|PHX|the Valley of the Sun'),
  ...P('AZ', 'after', 'Chandler|Gilbert|Peoria, Arizona'),
  ...P('AR', 'plain', 'Little Rock|Fort Smith|Fayetteville, Arkansas|Springdale|Jonesboro|Bentonville|Northwest Arkansas'),
  ...P(
    'CA',
    'plain',
    'Los Angeles|L.A.|San Diego|San Jose|San Francisco|San Fran|SF Bay Area|the Bay Area|Bay Area|Silicon Valley|Fresno|Sacramento|Oakland|Long Beach|Anaheim|Orange County|Inland Empire|SoCal|NorCal|Cali|Frisco, California|East Bay|South Bay|the Central Valley|Hollywood|San Fernando Valley|Santa Monica|Pasadena, California|Irvine|Stockton|Bakersfield|Santa Ana|Chula Vista',
  ),
  ...P('CA', 'guarded', 'LA'),
  ...P(
    'CO',
    'plain',
    'Denver|Colorado Springs|Aurora, Colorado|Fort Collins|Lakewood, Colorado|Grand Junction|Mile High City|the Front Range',
  ),
  ...P('CT', 'plain', 'Bridgeport|New Haven|Hartford|Stamford|Waterbury|Norwalk|Danbury|Greenwich'),
  ...P('DE', 'plain', 'Wilmington, Delaware|Dover, Delaware|Newark, Delaware|Rehoboth Beach|Lewes|Middletown, Delaware|Delmarva'),
  ...P('DC', 'plain', "Washington DC|Georgetown, DC|the nation's capital|Northwest DC|Southeast DC"),
  ...P(
    'FL',
    'plain',
    'Jacksonville|Miami|Tampa|Orlando|St. Petersburg|St. Pete|Tallahassee|Fort Lauderdale|Hialeah|Port St. Lucie|Cape Coral|Gainesville|Pensacola|Sarasota|Naples, Florida|Key West|the Keys|Florida Keys|South Beach|Miami Beach|Boca Raton|West Palm Beach|Daytona|Tampa Bay|Jax|Broward|Palm Beach|Dade County|Miami-Dade|Panama City Beach|the Panhandle, Florida',
  ),
  ...P('GA', 'plain', 'Atlanta|ATL|Hotlanta|Augusta|Columbus, Georgia|Macon|Athens, Georgia|Sandy Springs|Alpharetta'),
  ...P('GA', 'after', 'Savannah'),
  ...P('HI', 'plain', 'Honolulu|Hilo|Pearl City|Kailua-Kona|Kona|Waikiki|Oahu|Maui|Kauai|Molokai|the Big Island|Big Island'),
  ...P('ID', 'plain', "Boise|Nampa|Meridian, Idaho|Idaho Falls|Pocatello|Coeur d'Alene|Twin Falls"),
  ...P(
    'IL',
    'plain',
    'Chicago|Chi-town|Chitown|the Windy City|Windy City|Chicagoland|Aurora, Illinois|Naperville|Joliet|Rockford|Springfield, Illinois|Peoria|Champaign|Evanston|Cook County|Southside Chicago',
  ),
  ...P('IN', 'plain', 'Indianapolis|Indy|Fort Wayne|Evansville|South Bend|Bloomington, Indiana|Carmel, Indiana'),
  ...P('IA', 'plain', 'Des Moines|Cedar Rapids|Sioux City|Iowa City|Ames|Dubuque|Waterloo, Iowa'),
  ...P('KS', 'plain', 'Wichita|Overland Park|Kansas City, Kansas|KCK|Olathe|Topeka|Lawrence, Kansas|Manhattan, Kansas'),
  ...P('KY', 'plain', 'Louisville|Lexington, Kentucky|Bowling Green|Owensboro|Covington|Frankfort|Northern Kentucky'),
  ...P(
    'LA',
    'plain',
    'New Orleans|NOLA|the Big Easy|Baton Rouge|Shreveport|Lafayette, Louisiana|Lake Charles|Metairie|Bossier City|Acadiana',
  ),
  ...P('ME', 'plain', 'Portland, Maine|Lewiston|Bangor|South Portland|Auburn, Maine|Augusta, Maine|Bar Harbor|Kennebunkport|Biddeford'),
  ...P(
    'MD',
    'plain',
    "Baltimore|Bmore|B'more|Charm City|Annapolis|Frederick, Maryland|Rockville|Gaithersburg|Silver Spring|Bethesda|Towson|Columbia, Maryland|Ocean City, Maryland|Prince George's County|Montgomery County, Maryland|the Eastern Shore",
  ),
  ...P(
    'MA',
    'plain',
    "Boston|Beantown|Worcester|Springfield, Massachusetts|Cambridge, Massachusetts|Brockton|Quincy, Massachusetts|New Bedford|Cape Cod|Martha's Vineyard|Nantucket|the Berkshires|Somerville",
  ),
  ...P(
    'MI',
    'plain',
    'Detroit|Motor City|Motown|Grand Rapids|Warren, Michigan|Sterling Heights|Ann Arbor|Lansing|Dearborn|Kalamazoo|Traverse City|the Upper Peninsula|the U.P.|Metro Detroit',
  ),
  ...P(
    'MN',
    'plain',
    'Minneapolis|Saint Paul|St. Paul|St Paul|the Twin Cities|Twin Cities|Rochester, Minnesota|Duluth|Bloomington, Minnesota|Mpls|St. Cloud',
  ),
  ...P('MS', 'plain', 'Gulfport|Southaven|Hattiesburg|Biloxi|Tupelo|Oxford, Mississippi|Jackson, Mississippi|the Mississippi Delta'),
  ...P('MS', 'guarded', 'Jackson'),
  ...P('MO', 'plain', 'Kansas City|St. Louis|Saint Louis|St Louis|STL|Springfield, Missouri|Columbia, Missouri|Jefferson City|the Ozarks'),
  ...P('MT', 'plain', 'Missoula|Great Falls|Bozeman|Kalispell|Big Sky Country'),
  ...P('MT', 'after', 'Helena'),
  ...P('NE', 'plain', 'Omaha|Bellevue, Nebraska|Grand Island'),
  ...P('NE', 'after', 'Lincoln'),
  ...P('NV', 'plain', 'Las Vegas|Vegas|Henderson, Nevada|North Las Vegas|Reno|Sparks, Nevada|Carson City|Sin City'),
  ...P(
    'NH',
    'plain',
    'Manchester, New Hampshire|Nashua|Concord, New Hampshire|Derry|Keene|Portsmouth, New Hampshire|Hanover, New Hampshire',
  ),
  ...P(
    'NJ',
    'plain',
    'Newark|Jersey City|Elizabeth, New Jersey|Trenton|Camden|Atlantic City|Hoboken|the Jersey Shore|Jersey Shore|South Jersey|North Jersey|Central Jersey|Princeton',
  ),
  ...P('NJ', 'capital', 'Jersey'),
  ...P('NM', 'plain', 'Albuquerque|ABQ|Las Cruces|Rio Rancho|Santa Fe|Roswell, New Mexico|Farmington, New Mexico'),
  ...P(
    'NY',
    'plain',
    'New York City|NYC|the Big Apple|Manhattan|Brooklyn|the Bronx|Bronx|Staten Island|Long Island|Buffalo, New York|Rochester|Yonkers|Syracuse|Albany|the Hamptons|Upstate New York|upstate NY|Westchester|the Hudson Valley|Ithaca|Poughkeepsie',
  ),
  ...P(
    'NC',
    'plain',
    'Raleigh|Greensboro|Durham|Winston-Salem|Fayetteville|Asheville|Wilmington|Chapel Hill|the Research Triangle|the Triangle, North Carolina|Outer Banks|the OBX',
  ),
  ...P('NC', 'after', 'Charlotte|Cary'),
  ...P('ND', 'plain', 'Fargo|Bismarck|Grand Forks|Minot|West Fargo'),
  ...P('OH', 'plain', 'Cleveland|Cincinnati|Cincy|Toledo|Akron|Dayton|Youngstown|Canton, Ohio|Columbus, Ohio|Parma|Sandusky'),
  ...P('OH', 'after', 'Columbus'),
  ...P('OK', 'plain', 'Oklahoma City|OKC|Tulsa|Broken Arrow|Lawton'),
  ...P('OK', 'after', 'Norman'),
  ...P('OR', 'plain', 'Portland|PDX|Salem, Oregon|Gresham|Hillsboro, Oregon|Beaverton|Bend, Oregon|Medford, Oregon|Corvallis'),
  ...P(
    'PA',
    'plain',
    'Philadelphia|Philly|Pittsburgh|the Burgh|Allentown|Erie, Pennsylvania|Scranton|Harrisburg|Lancaster, Pennsylvania|Bethlehem, Pennsylvania|State College|the Poconos|Wilkes-Barre|the Main Line|Lehigh Valley',
  ),
  ...P('RI', 'plain', 'Providence, Rhode Island|Warwick|Cranston|Pawtucket|Woonsocket|Newport, Rhode Island|East Providence'),
  ...P('RI', 'after', 'Providence'),
  ...P(
    'SC',
    'plain',
    'Charleston|North Charleston|Columbia, South Carolina|Greenville, South Carolina|Myrtle Beach|Mount Pleasant|Rock Hill|Spartanburg|Hilton Head',
  ),
  ...P('SD', 'plain', 'Sioux Falls|Rapid City|Aberdeen, South Dakota|Brookings, South Dakota|Deadwood|the Black Hills'),
  ...P('SD', 'after', 'Pierre'),
  ...P(
    'TN',
    'plain',
    'Nashville|Music City|Nashvegas|Memphis|Knoxville|Chattanooga|Clarksville|Murfreesboro|Johnson City|Jackson, Tennessee',
  ),
  ...P(
    'TX',
    'plain',
    'Houston|H-Town|San Antonio|Dallas|Fort Worth|DFW|Dallas-Fort Worth|the Metroplex|El Paso|Arlington, Texas|Corpus Christi|Plano|Lubbock|Laredo|Amarillo|Frisco, Texas|McAllen|Brownsville|Killeen|Waco|the Rio Grande Valley|Hill Country',
  ),
  ...P('TX', 'after', 'Austin'),
  ...P('UT', 'plain', 'Salt Lake City|SLC|Salt Lake|West Valley City|Provo|West Jordan|Orem|St. George, Utah|Park City'),
  ...P('VT', 'plain', 'Burlington, Vermont|South Burlington|Montpelier|Rutland|Brattleboro|Stowe|Essex Junction|Barre, Vermont'),
  ...P(
    'VA',
    'plain',
    'Virginia Beach|Norfolk|Chesapeake|Richmond|Newport News|Alexandria, Virginia|Arlington, Virginia|Hampton Roads|NoVA|Northern Virginia|Fairfax|Roanoke|Charlottesville|Williamsburg|Tidewater',
  ),
  ...P(
    'WA',
    'plain',
    'Seattle|Spokane|Tacoma|Vancouver, Washington|Bellevue, Washington|Everett, Washington|Kent, Washington|Yakima|the Tri-Cities, Washington|Puget Sound|King County',
  ),
  ...P('WA', 'after', 'Olympia'),
  ...P('WV', 'plain', 'Charleston, West Virginia|Huntington, West Virginia|Morgantown|Parkersburg|Beckley|Martinsburg'),
  ...P('WI', 'plain', 'Milwaukee|Green Bay|Kenosha|Racine|Appleton|Eau Claire|Oshkosh|Waukesha|Wisco'),
  ...P('WI', 'after', 'Madison'),
  ...P('WY', 'plain', 'Laramie|Rock Springs|Jackson Hole|Cody, Wyoming'),
  ...P('WY', 'after', 'Cheyenne|Casper|Gillette|Sheridan'),
  // Names that are also words: with their capital.
  ...P('AZ', 'capital', 'Mesa|Flagstaff'),
  ...P('CA', 'capital', 'Riverside'),
  ...P('CO', 'capital', 'Boulder|Pueblo'),
  ...P('HI', 'capital', 'Lanai'),
  ...P('IA', 'capital', 'Davenport'),
  ...P('MI', 'capital', 'Flint'),
  ...P('MT', 'capital', 'Billings|Butte'),
  ...P('NY', 'capital', 'Queens'),
  ...P('TX', 'capital', 'Garland'),
  ...P('WV', 'capital', 'Wheeling'),
  // People's names as well: after a place word.
  ...P('GA', 'after', 'Marietta'),
  ...P('MA', 'after', 'Lowell'),
  ...P('MO', 'after', 'Branson'),
  ...P('NE', 'after', 'Kearney'),
  ...P('NJ', 'after', 'Paterson'),
  ...P('OK', 'after', 'Edmond'),
  ...P('OR', 'after', 'Eugene'),
  ...P('TX', 'after', 'Irving'),
  ...P('UT', 'after', 'Ogden'),
  // The states' own nicknames, their people's names and the traditional abbreviations.
  ...P('AL', 'plain', 'the Heart of Dixie|Yellowhammer State|Alabamian|Ala.'),
  ...P('AK', 'plain', 'the Last Frontier|Alaskan'),
  ...P('AZ', 'plain', 'Grand Canyon State|Arizonan|Ariz.'),
  ...P('AR', 'plain', 'the Natural State|Arkansan|Ark.'),
  ...P('CA', 'plain', 'the Golden State|Golden State|Californian|Calif.'),
  ...P('CO', 'plain', 'the Centennial State|Coloradan|Colo.'),
  ...P('CT', 'plain', 'the Constitution State|Nutmeg State|Nutmegger|Conn.'),
  ...P('DE', 'plain', 'the First State|Diamond State|Delawarean|Del.'),
  ...P('FL', 'plain', 'the Sunshine State|Sunshine State|Floridian|Fla.'),
  ...P('GA', 'plain', 'the Peach State|Peach State'),
  ...P('HI', 'plain', 'the Aloha State|Aloha State'),
  ...P('ID', 'plain', 'the Gem State|Idahoan'),
  ...P('IL', 'plain', 'the Prairie State|Land of Lincoln|Illinoisan|Ill.'),
  ...P('IN', 'plain', 'the Hoosier State|Hoosier|Ind.'),
  ...P('IA', 'plain', 'the Hawkeye State|Iowan'),
  ...P('KS', 'plain', 'the Sunflower State|Kansan|Kan.'),
  ...P('KY', 'plain', 'the Bluegrass State|Bluegrass State|Kentuckian'),
  ...P('LA', 'plain', 'the Pelican State|Louisianan|Louisianian'),
  ...P('ME', 'plain', 'the Pine Tree State|Mainer'),
  ...P('MD', 'plain', 'the Old Line State|Marylander'),
  ...P('MA', 'plain', 'the Bay State|Bay State|Bay Stater|Mass.'),
  ...P('MI', 'plain', "the Great Lakes State|Wolverine State|Michigander|Michigan's U.P.|Mich."),
  ...P('MN', 'plain', 'Land of 10,000 Lakes|the North Star State|Minnesotan|Minn.'),
  ...P('MS', 'plain', 'the Magnolia State|Mississippian|Miss.'),
  ...P('MO', 'plain', 'the Show-Me State|Show Me State|Missourian'),
  ...P('MT', 'plain', 'the Treasure State|Montanan|Mont.'),
  ...P('NE', 'plain', 'the Cornhusker State|Nebraskan|Neb.'),
  ...P('NV', 'plain', 'the Silver State|Nevadan|Nev.'),
  ...P('NH', 'plain', 'the Granite State|Granite State|New Hampshirite'),
  ...P('NJ', 'plain', 'the Garden State|Garden State|New Jerseyan'),
  ...P('NM', 'plain', 'Land of Enchantment|New Mexican'),
  ...P('NY', 'plain', 'the Empire State|Empire State|New Yorker'),
  ...P('NC', 'plain', 'the Tar Heel State|Tar Heel State|North Carolinian'),
  ...P('ND', 'plain', 'the Peace Garden State|North Dakotan|NoDak'),
  ...P('OH', 'plain', 'the Buckeye State|Buckeye State|Ohioan'),
  ...P('OK', 'plain', 'the Sooner State|Sooner State|Oklahoman|Okla.'),
  ...P('OR', 'plain', 'the Beaver State|Oregonian|Ore.'),
  ...P('PA', 'plain', 'the Keystone State|Keystone State|Pennsylvanian|Penn.|Pa.'),
  ...P('RI', 'plain', 'the Ocean State|Rhode Islander'),
  ...P('SC', 'plain', 'the Palmetto State|Palmetto State|South Carolinian'),
  ...P('SD', 'plain', 'the Mount Rushmore State|South Dakotan|SoDak'),
  ...P('TN', 'plain', 'the Volunteer State|Volunteer State|Tennessean|Tenn.'),
  ...P('TX', 'plain', 'the Lone Star State|Lone Star State|Texan|Texans|Tex.'),
  ...P('UT', 'plain', 'the Beehive State|Utahn'),
  ...P('VT', 'plain', 'the Green Mountain State|Vermonter'),
  ...P('VA', 'plain', 'the Old Dominion|Virginian|Va.'),
  ...P('WA', 'plain', 'the Evergreen State|Evergreen State|Washingtonian|Wash.'),
  ...P('WV', 'plain', 'the Mountain State|West Virginian|W. Va.|W.Va.'),
  ...P('WI', 'plain', 'the Badger State|Badger State|Wisconsinite|Wis.'),
  ...P('WY', 'plain', 'the Equality State|Cowboy State|Wyomingite|Wyo.'),
  ...P('DC', 'plain', 'Washingtonian, DC|D.C. resident'),
];
