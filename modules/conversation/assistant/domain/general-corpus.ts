// The general side of the domain gate (domain-gate.ts): everyday questions and requests people
// type into any chat box, on subjects an investigations assistant does not cover — cooking, sport,
// fitness, travel, technology, maths, trivia, shopping, pets, gardening, cars, money, health,
// entertainment, school, writing, home repair. Written for Casebook from general knowledge of what
// people ask; none is taken from the question bank. Words that are ours in another sense appear
// here in their everyday sense on purpose (track a package, record a podcast, serve a ball, a phone
// case, a basketball court, a detective novel), so the gate learns the sense from its neighbours.
export const GENERAL_LINES: readonly string[] = `
how long do I bake chicken thighs at 400 degrees
what can I make for dinner with ground beef, rice and a can of beans
easy vegetarian lasagna recipe for six people
how do I make sourdough starter from scratch
substitute for buttermilk in pancakes
how long does cooked rice last in the fridge
best way to reheat pizza so the crust stays crispy
how many cups of flour in a pound
why did my bread not rise
what temperature should a medium rare steak reach
how to make cold brew coffee at home
quick lunch ideas for work that do not need a microwave
can I freeze fresh basil
how do you caramelize onions without burning them
what wine goes with salmon
gluten free cookie recipe with almond flour
how to cut a mango
meal prep ideas for the week on a budget
how long to boil potatoes for mashed potatoes
what is the difference between baking soda and baking powder
a cocktail recipe with gin, lemon and honey
how do I season a cast iron skillet
slow cooker pot roast recipe
what spices go in chili
how do I make a birthday cake without eggs
how long do I grill corn on the cob
how to make guacamole that does not turn brown
recipe for a smoothie with spinach and banana
how to brew loose leaf green tea
how do I serve dinner for twenty guests buffet style
how do I serve a tennis ball with more spin
tips to improve my free throw percentage in basketball
rules of pickleball scoring
how to hit a golf driver straighter
who won the world series last year
when does the nba season start
how many players are on a soccer team on the field
best running shoes for flat feet
training plan for my first half marathon
how to get faster at swimming freestyle
fantasy football waiver wire pickups this week
who has the most home runs in baseball history
what time is the super bowl kickoff
how do offside rules work in hockey
what is a good score in bowling
how do I wax my skis
beginner snowboard tips for the first day
how to set up a basketball court in my driveway
best tennis racket for beginners
how do I get better at chess openings
push pull legs workout routine for beginners
how many calories should I eat to lose weight
how much protein do I need to build muscle
is it bad to work out every day
stretches for lower back pain after sitting all day
how do I do a proper squat
best exercises for abs at home without equipment
how long should I rest between sets
yoga poses for better sleep
is creatine safe to take daily
how many steps a day should I walk
what should I eat before a morning run
how to track my macros with an app
how do I track my sleep with my watch
cheap flights to Hawaii in December
what should I pack for a week in Iceland
do I need a visa to visit Japan
best things to do in Paris with kids
how early should I get to the airport for an international flight
how do I track my flight status
can I bring a power bank in carry on luggage
best time of year to visit the Grand Canyon
road trip itinerary along the Pacific coast highway
how do travel points credit cards work
what is the best hotel area to stay in Rome
how do I renew my passport (it expires next month)
is travel insurance worth it for a cruise
lost my luggage on a connecting flight what do I do with the airline
how to avoid jet lag
what is the tipping etiquette in Europe
how do I get from the airport to downtown by train
best beaches in Florida for families
camping checklist for a weekend in the mountains
which offline map works for backpacking in the backcountry
how do I use a compass and map on a hike
how do I track my package from an online order
where is my order, the shipping tracking number does not update
how to return an item to Amazon without the box
is the extended warranty on a laptop worth it
best budget noise cancelling headphones
which robot vacuum is best for pet hair
black friday deals on televisions
compare iphone and samsung galaxy cameras
best mattress for side sleepers
what size tv for a 12 foot viewing distance
where can I buy a used bike in good shape
how do I get a refund for a double charged coffee order at a cafe
coupon codes for a pizza delivery
how do I fix a leaky kitchen faucet
how to unclog a bathroom drain without chemicals
how to patch a small hole in drywall
what paint finish is best for a bathroom
how to install a ceiling fan
how do I replace a light switch
my dishwasher is not draining
how often should I change my furnace filter
how to get rid of mold in the shower
how do I hang heavy shelves on plaster walls
how to lay laminate flooring
best way to clean grout
how do I fix a running toilet
how to winterize outdoor faucets
how do I pick a color scheme for my living room
how do I get rid of fruit flies in the kitchen
how to remove a red wine stain from a carpet
how to fold a fitted sheet
how to organize a small closet
how to get rid of ants in the kitchen naturally
when should I plant tomatoes
how often should I water succulents
why are the leaves on my tomato plant turning yellow
best grass seed for shade
how to start a compost pile
how do I prune a rose bush
what vegetables grow well in containers on a balcony
how to keep deer out of my garden
how to get rid of weeds without killing the lawn
my monstera has brown spots on the leaves
how do I train my puppy to stop biting
how much should I feed a golden retriever puppy
best names for a black cat
why does my cat knock things off the table
how often should I take my dog to the vet
is chocolate toxic to dogs
how do I introduce a new kitten to my older cat
how to crate train a puppy at night
how to trim my dog's nails without hurting him
what fish can live together in a small aquarium
my dog keeps following me around the house, is that normal
how do I stop my dog from barking at the mailman
how often should I change the oil in my car
what does the check engine light mean
how do I jump start a car battery
when should I replace my tires
how to change a flat tire
best used cars under 15000 dollars
is it better to lease or buy a car
how do I get better gas mileage
my car makes a squeaking noise when I brake
how do I charge an electric car at home
how to parallel park
what is the difference between all wheel drive and four wheel drive
car detailing tips for the interior
how do I get the best trade in value for my car
how do I fix a laptop that will not turn on
my phone battery drains too fast
how do I capture a clip of my desktop on windows
how to record a podcast with two microphones
best camera for vlogging on youtube
how to blur the background on a zoom call
how do I change my desktop background in windows
how to free up storage on my iphone
my wifi keeps disconnecting
how do I set up a new router
how to back up my photos to the cloud
how to transfer contacts to a new phone
excel formula to sum a column if a cell matches a word
how do I make a pivot table
fix this python error: list index out of range
what is the difference between git merge and git rebase
how do I center a div in css
write a sql query to count orders per customer
javascript function to reverse a string
how to install node on ubuntu
how do I learn to code as a beginner
what is the best programming language to learn first
my printer says offline but it is plugged in
how do I connect bluetooth headphones to my laptop
how to take a screenshot on windows
best phone case for dropping
how do I make my gaming pc run faster
which graphics card for 1440p gaming
how to build a website for my small business
how do I start a youtube channel
how to edit videos on my phone
what is the derivative of x squared times sine x
solve for x: 3x plus 7 equals 22
how do I calculate compound interest
what is 15 percent of 80
convert 72 fahrenheit to celsius
how many ounces in a liter
explain the pythagorean theorem simply
what is the probability of rolling two sixes
how do I find the area of a circle
help me with my algebra homework on quadratic equations
what is the capital of Canada
how tall is mount everest
who painted the mona lisa
when did world war two end
how many bones are in the human body
why is the sky blue
how far is the moon from earth
what is the largest ocean
who invented the light bulb
what language do they speak in Brazil
how many countries are in Africa
what is the population of Tokyo
who wrote pride and prejudice
what is the speed of light
trivia questions for a family game night
fun facts about octopuses
what is the difference between weather and climate
will it snow this weekend in Chicago
what is the forecast for Saturday, do I need an umbrella
how hot does it get in Phoenix in July
when is hurricane season
how much acetaminophen can an adult take in a day
what helps a sore throat fast
how do I know if I have the flu or a cold
is it safe to take allergy medicine with coffee
what are the symptoms of vitamin d deficiency
how much water should I drink a day
how to fall asleep faster
home remedies for a headache
how long does a sunburn take to heal
is it normal for my knee to crack when I squat
how do I lower my cholesterol with diet
what vaccines does a baby need at two months
tips for a toddler who will not sleep
how do I get my kid to eat vegetables
fun birthday party ideas for a seven year old
how to potty train a toddler
baby names that start with the letter a
how do I help my teenager study for the SAT
best board games for family night
how to plan a wedding on a small budget
gift ideas for my husband's fortieth birthday
anniversary dinner ideas at home
how to write a wedding toast for my sister
how do I ask for a raise at work
write a cover letter for a marketing job
help me with my resume summary
how should I answer tell me about yourself in an interview
how to write a professional email asking for a deadline extension
tips for a first day at a new job
how do I become a nurse
is a masters degree worth it
what jobs can I get with a psychology degree
how to study for a final exam in one week
help me write an essay about climate change
summarize the plot of the great gatsby
what is a thesis statement
how to cite a website in APA format
grammar check: is it affect or effect
write a sentence using the word ubiquitous
translate good morning into spanish
how do I learn french fast
write a poem about autumn leaves
write a haiku about the ocean
write a short story about a dragon who loves baking
tell me a joke about cats
write a limerick about my coworker's coffee habit
give me a rap verse about pizza
write a birthday message for my mom
write a detective mystery story for my creative writing class
plot ideas for a crime thriller novel set in the 1920s
best detective novels like sherlock holmes
best true crime podcasts to listen to on a road trip
recommend a good police procedural tv show to binge
spy movies like james bond
who is the best detective in agatha christie's books
how to play the board game clue
best courtroom drama movies
recommend some mystery video games
what should I watch on netflix tonight
best horror movies of all time
when does the next season of my favourite show come out
who sings the song that goes like this
how do I record a tv show on my cable box
top albums of the year
how to learn guitar chords
how do I tune a ukulele
best vinyl record players for beginners
who holds the world record for the fastest mile
how to draw a realistic eye
how to trace a picture onto wood for a carving
best paint for painting on canvas
how to knit a scarf for beginners
how to take better photos with my phone
best lenses for portrait photography
how do I start a garden journal
should I buy bitcoin
how do I make a monthly budget
what is a good credit score
how to pay off credit card debt faster
what is the difference between a roth ira and a traditional ira
should I refinance my mortgage now
how much should I save for retirement
how does the stock market work
is it a good time to buy a house
what are index funds
how do I file my taxes for free
when are taxes due this year
how do I split the bill with roommates
how do I stay motivated
tips for better time management
how to meditate for beginners
how do I make friends as an adult
how to get over a breakup
how to deal with stress at work
how to plan a surprise party
ideas for a date night
how do I start journaling
how do I become a morning person
what is the meaning of life
what is the best pizza place near me
what time does the grocery store close
how do I convert a pdf to word
how do I compress a video file for email
how to change my instagram username
how do I get more followers on tiktok
how do I follow someone back on twitter
how to delete my facebook account photos from 2010
best apps for learning to meditate
how to set parental controls on an ipad for screen time
how do I clean my airpods
how to stop my glasses from fogging up with a mask
how to get rid of hiccups
why do cats purr
how do bees make honey
why do leaves change color in the fall
how do airplanes stay in the air
how does a refrigerator work
what causes earthquakes
what is a black hole
explain photosynthesis to a ten year old
what is inflation
who is the current president of france
how does the electoral college work
what is the tallest building in the world
how long is a marathon in miles
what is the fastest animal on land
how do I make slime with my kids
how to build a birdhouse
craft ideas for a rainy day
how to throw a baseball farther
how to improve my volleyball spike
how to bowl a cricket ball
the best way to clean white sneakers
how do I iron a dress shirt
what should I wear to a summer wedding
how do I choose the right foundation shade
how often should I wash my hair
how to get rid of dark circles under my eyes
recommend a skincare routine for oily skin
how to whiten teeth at home safely
how do I find a good dentist
how do I cancel my gym membership online
how do I cancel a streaming subscription free trial before it charges me
how do I charge my phone faster
what size battery does my smoke detector take
how to plan a kitchen remodel
how much does it cost to paint a house
how much does a new roof cost
how much should I pay a babysitter per hour
how much does a dog cost per year
how much does a wedding photographer charge
cheapest way to move across the country
how to pack dishes for moving
how to get a good deal on a rental car
best places to retire in the south
how do I reset my password if I no longer have access to the recovery email
my laptop keyboard stopped working after an update
how do I uninstall an app that will not delete
why is my computer fan so loud
how to set up two monitors on a laptop
how do I share my screen on a video call
how do I mute myself on a teams meeting
how to add a user to a shared google drive folder
how do I export contacts from outlook
how to set an out of office reply in gmail
my email keeps going to spam, how do I fix it
how do I unsubscribe from marketing emails
how to make a qr code for a flyer
how do I update the software on my smart tv
how do I connect my printer to wifi
the sound on my laptop is not working
how to make a slideshow with music
how do I convert a video to mp4
how to download a youtube video for offline viewing
my app keeps crashing on startup
write a python script that renames files in a folder
debug this javascript, the button click does nothing
how do I write a for loop in java
explain what an api is in simple terms
what is the difference between ram and storage
how to speed up a slow website
how do I set up a local development server
write a regex that matches an email address
my database query is slow, how do I add an index
what is machine learning
how to use chatgpt for studying
write a thank you note to my child's teacher
write a toast for my best friend's wedding
write an apology text to a friend I forgot to call
write a resignation letter, two weeks notice
write a product description for handmade candles
write an instagram caption for a beach photo
write a bio for my dating profile
write a speech for my grandmother's 90th birthday
help me name my bakery business
write a short poem for a retirement card
proofread my paragraph for grammar mistakes
make this email sound more professional
summarize this article about electric cars
what are some good icebreaker questions for a team meeting
create a weekly chore chart for my kids
plan a three day itinerary for New York
what is the best way to see the northern lights
where should I go for spring break on a budget
how much should I tip a tour guide
best carry on suitcase for international travel
how do I get a refund for a cancelled flight
what shots do I need before traveling to Thailand
how do I order a replacement part for my dishwasher
where is the cheapest place to buy contact lenses online
how do I cancel an order I placed by mistake
my package says delivered but I cannot find it on the porch, where do I check with the carrier
how long does standard shipping take
how to find the best deals on furniture
should I buy a new or refurbished phone
what is a good gift for a coworker under 20 dollars
how do I return shoes that do not fit
how long does it take to get a new debit card in the mail
how much tylenol can my toddler have for a fever
what should I do for my baby's diaper rash
how to treat a bee sting
how long is strep throat contagious
can I take ibuprofen and acetaminophen together
what are the side effects of melatonin
how do I know if a cut needs stitches
what is a normal resting heart rate
how to get rid of a cough at night
best stretches before running
is it safe to eat eggs past the expiration date
how long do leftovers last in the fridge
can I give my dog human pain medicine
my cat is throwing up, should I worry
best movies to watch with the family this weekend
recommend a book like the hunger games
what is the best video game of the year
who plays the lead in the new superhero movie
what podcasts are good for learning history
best murder mystery party game for adults
recommend a crime documentary series on streaming
who is the best character in the office tv show
tell me a fun fact about the roman empire
what is the plot of the movie inception
who won best picture at the oscars
how do I get tickets to a sold out concert
what is the best streaming service for sports
how do I draw a cartoon character
how to make a bracelet with beads
ideas for a halloween costume for a couple
how to carve a pumpkin
how to decorate a small apartment
what houseplants are easy to keep alive
how do I clean a cast iron pan after cooking
how to remove rust from tools
best way to store fresh herbs
what is the healthiest breakfast cereal
how do I make my coffee taste less bitter
ideas for a kids lunchbox
how to make homemade pasta
how long do I cook a turkey per pound
how to make iced tea
what is the best pizza dough recipe
how do I make bread in a bread machine
how do I improve my golf swing
who is the best quarterback of all time
how to pick a good watermelon
what are the rules of poker
how many points is a touchdown worth
how to train for a 5k in six weeks
tips for running in cold weather
how to stretch after a leg workout
what muscles do pushups work
best protein powder for women
how do I start lifting weights at home
how do I choose a college major
how do I write a good college application essay
what are the best scholarships for nursing students
how to study for the driver's license written test
how to memorize vocabulary faster
what is the difference between a virus and bacteria
how does a solar panel work
what is the chemical formula for water
how do volcanoes form
why do we have leap years
how many time zones are in the united states
what is the longest river in the world
what year did the titanic sink
how do I calculate my gpa
what is 20 percent off 45 dollars
how do I convert miles to kilometers
what is the square root of 144
how do I change a tire on a bike
how do I adjust the brakes on my bicycle
what is the best motorcycle for a beginner
how do I get a scratch out of my car paint
when should I replace my windshield wipers
how do I check my tire pressure
what is a good first car for a teenager
how do I set up a fish tank
what do hamsters eat
how do I teach my dog to sit
how much exercise does a border collie need
can rabbits live outside in winter
best litter for a multi cat home
how do I get rid of aphids on my roses
when should I fertilize my lawn
how do I grow strawberries in pots
how to build a raised garden bed
how to save money on groceries
how do I start investing with little money
what is a high yield savings account
how do I build credit as a college student
how to negotiate a lower rent at renewal, what is a fair price in my area
is it better to pay off student loans or invest
what is the best budgeting app
how do I read a nutrition label
how many hours of sleep does a teenager need
how to stop procrastinating
how do I become more confident speaking in public
tips for a long distance friendship
how to plan a baby shower
what should I bring to a potluck
how do I get my baby to sleep through the night
how do I teach my kid to ride a bike
fun things to do with teenagers in the summer
which home security camera system has the best app and night vision
best wireless outdoor camera for a farm with no wifi
how do I mount a trail camera to watch deer in the woods
what is the best baby monitor with video and temperature sensor
which dash cam has the best night video quality and parking mode battery
how do I wire a dash cam to the fuse box
how do I install a video doorbell where the old chime was
how do I change the wifi network on my doorbell camera
what is the best gps watch for running and hiking
can I put an airtag in my luggage when I fly
how do I put a tile tracker on my dog's collar
best bluetooth tracker for keys and wallet
how do I use a metal detector at the beach
how to become a police officer, what are the requirements
how much do lawyers make in their first year
how hard is law school and how do I study for the lsat
how do I study for the bar exam while working
what does a paralegal do day to day, is it a good career
how do I become a private investigator as a career change, what classes
how long does it take to become a detective in the police force
what is it like to be a court reporter as a job
good colleges for criminal justice majors
what are good forensic science books for a high school student
write a scene for my screenplay where a detective interrogates a suspect
give me ideas for a murder mystery dinner party theme
what are the best heist movies
who was the real person behind the famous bank robbery movie
recommend a mystery novel with a twist ending
what board games are like clue and cluedo
how do I get better at escape rooms
what are good podcasts about famous court cases for history class
explain the rules of the game among us
how do I trace my ancestry with a dna kit as a hobby
how do I make a family tree chart for a school project
what does my zodiac sign say about me
how do I do a card trick
how to photograph birds at a feeder
how do I take pictures of the stars at night
how do I record a video of my kid's recital from the back of a hall
best microphone for recording voiceovers
how do I record a video call for my podcast interview with permission
how to make a phone case with resin
what is the dress code for a courthouse wedding ceremony
where can I get a marriage license and how much does the wedding cost
how do I plan a courthouse wedding reception party
how do I renew my drivers license online
what do I need to bring to the dmv to get a real id
how do I register to vote
when is the next election
how do I get a library card
how do I apply for a passport for my baby
how do I change my address with the post office
how do I get a fishing license
how do I find a good family doctor near me
what is a good gift for my coworker's birthday
how do I ask my coworker to cover my shift politely
how do I organize a potluck at the office
how do I order new checks for my bank account
how do I activate my new debit card
what is a good wallet for men that holds many cards
how do I cancel my phone plan and keep my number
how do I cancel a hotel reservation without a fee
what nursing schools have the best programs
what shoes are best for nurses on twelve hour shifts
how do I become a military pilot
what do you pack for basic training
how do I change my car's cabin air filter
how do I clean the headlights on my car
how long can a car sit without being driven
what is the best car wax
how do I plan a family reunion
how do I throw a surprise party for my mom
what is the best way to learn to draw
how do I start a podcast with a friend
what are the best laptops for video editing
how do I get my kids to do chores
how do I make a chore chart for my teenager
what are good summer camps for kids
how do I teach my toddler colors
what are some good bedtime stories
how do I tell my boss I need a vacation
how do I write a good performance review for myself
how do I prepare for a job interview at a bank
what is a good salary for a software engineer
how do I make small talk at a networking event
what is the best way to make friends at a new school
how do I plan a trip to Disney World
how do I find cheap hotels in Chicago
how do I pack light for a two week trip
best restaurants for a birthday dinner in Miami
what is the weather like in Seattle in October
how do I make a lasagna ahead of time
what goes well with roast chicken
how do I make a grilled cheese sandwich better
how long should I let a steak rest
what are good snacks for a road trip
how do I brew beer at home
how many ounces in a cup
how do I fix a wobbly table
how do I paint kitchen cabinets
how do I get rid of a skunk smell
how do I clean my washing machine
how do I unclog a garbage disposal
how do I repair a cracked phone screen
how do I get my old photos off an old phone
how do I set up a smart thermostat
what is the best streaming stick for an old tv
how do I make my phone battery last longer
how do I get better sleep with a newborn
how do I choose a pediatrician
how do I treat a fever in an adult
what are the signs of dehydration
how do I get rid of a cold faster
what are healthy snacks for weight loss
how do I do a plank correctly
what is a good stretching routine for mornings
how do I get better at running uphill
how do I start rock climbing
how do I improve my handwriting
what is the best way to memorize a speech
how do I get better at math
what are some good science fair projects
how do I write a haiku
write a funny birthday card for my brother
write a short bedtime story about a bunny
recommend a good fantasy book series
what are the best comedy movies of the last ten years
how do I get better at video games
what are the rules of blackjack
how do I solve a rubik's cube
how do I knit a hat
how do I make candles at home
what are easy houseplants for low light
how do I repot an orchid
when should I plant garlic
how do I keep squirrels away from my bird feeder
how do I care for a betta fish
what is the best food for an older dog
how do I get my dog to walk on a leash
how do I clean a cat's litter box less often
how do I pick a good avocado
what is the best city for young professionals
funny one-liners about doctors and dentists
give me a pun about accountants for a retirement card
a knock knock joke for a seven year old
what is the funniest stand-up special on netflix
is the host of that daytime talk show a real doctor
how much money does a famous tv host make per season
what is the net worth of the richest youtuber
which reality show judges are the meanest on the singing contests
who is the most famous tv chef and how rich is he
how tall is the eiffel tower in feet
when was the golden gate bridge built and how long is it
what is inside the lincoln memorial
how many steps to the top of the washington monument
best time of year to visit mount rushmore
what architectural style is the capitol building dome
who designed the empire state building
what is the difference between gothic and baroque architecture
famous brutalist buildings in the united states
best toys for a three year old boy who loves trucks and fire engines
a lego set for a ten year old under fifty dollars
what gift should I buy my nephew who likes dinosaurs
best ride-on car toy for toddlers
how do I paddle a canoe in a straight line
what size kayak do I need for my height
how do I get water out of a flooded basement quickly
how do I drain a pool for the winter
how do I flip a sailboat back upright
when do you use a semicolon instead of a comma
is it who or whom in this sentence
what is a run-on sentence and how do I fix it
how do I use an apostrophe with a plural noun
what does the idiom break a leg mean
history homework: why did the colonists write the declaration of independence
summarize the causes of the civil war for my essay
what were the main arguments of the federalist papers
who wrote the first ten amendments and when were they ratified
best mystery novels with a twist ending
who are the best actors to play batman ranked
what is the plot of the latest spy thriller movie
is the new crime drama series worth watching
which escape room is best for a birthday party
best puzzle games like professor layton
how do I dress up as a sheriff for a cowboy party
a cute judge costume for a toddler
what beer goes best with barbecue ribs
how many ounces are in a pint of beer
when is the deadline to file a tax extension
can I file my state and federal tax returns for free online
do I need to file a tax return as a freelancer with a 1099
`
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);
