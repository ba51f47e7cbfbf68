/// Word lists for sample content. Schools are real programmes; people are invented.
enum SampleNames {
    struct SchoolSeed {
        let name: String, division: String, city: String, state: String
        let latitude: Double, longitude: Double, size: String, domain: String
    }

    static let schools: [SchoolSeed] = [
        .init(name: "Vanderbilt University", division: "D1", city: "Nashville", state: "TN", latitude: 36.14, longitude: -86.80, size: "medium", domain: "vanderbilt.edu"),
        .init(name: "University of Texas at Austin", division: "D1", city: "Austin", state: "TX", latitude: 30.28, longitude: -97.74, size: "very_large", domain: "utexas.edu"),
        .init(name: "Rice University", division: "D1", city: "Houston", state: "TX", latitude: 29.72, longitude: -95.40, size: "small", domain: "rice.edu"),
        .init(name: "Wake Forest University", division: "D1", city: "Winston-Salem", state: "NC", latitude: 36.13, longitude: -80.28, size: "small", domain: "wfu.edu"),
        .init(name: "Oregon State University", division: "D1", city: "Corvallis", state: "OR", latitude: 44.56, longitude: -123.28, size: "large", domain: "oregonstate.edu"),
        .init(name: "Texas Christian University", division: "D1", city: "Fort Worth", state: "TX", latitude: 32.71, longitude: -97.36, size: "medium", domain: "tcu.edu"),
        .init(name: "Dallas Baptist University", division: "D1", city: "Dallas", state: "TX", latitude: 32.71, longitude: -96.94, size: "small", domain: "dbu.edu"),
        .init(name: "University of Arkansas", division: "D1", city: "Fayetteville", state: "AR", latitude: 36.07, longitude: -94.17, size: "large", domain: "uark.edu"),
        .init(name: "Creighton University", division: "D1", city: "Omaha", state: "NE", latitude: 41.27, longitude: -95.95, size: "small", domain: "creighton.edu"),
        .init(name: "Gonzaga University", division: "D1", city: "Spokane", state: "WA", latitude: 47.67, longitude: -117.40, size: "small", domain: "gonzaga.edu"),
        .init(name: "Trinity University", division: "D3", city: "San Antonio", state: "TX", latitude: 29.46, longitude: -98.48, size: "very_small", domain: "trinity.edu"),
        .init(name: "Southwestern University", division: "D3", city: "Georgetown", state: "TX", latitude: 30.63, longitude: -97.67, size: "very_small", domain: "southwestern.edu"),
        .init(name: "Washington University in St. Louis", division: "D3", city: "St. Louis", state: "MO", latitude: 38.65, longitude: -90.31, size: "medium", domain: "wustl.edu"),
        .init(name: "Emory University", division: "D3", city: "Atlanta", state: "GA", latitude: 33.79, longitude: -84.32, size: "medium", domain: "emory.edu"),
        .init(name: "Angelo State University", division: "D2", city: "San Angelo", state: "TX", latitude: 31.44, longitude: -100.46, size: "medium", domain: "angelo.edu"),
        .init(name: "University of Tampa", division: "D2", city: "Tampa", state: "FL", latitude: 27.95, longitude: -82.47, size: "medium", domain: "ut.edu"),
        .init(name: "Colorado Mesa University", division: "D2", city: "Grand Junction", state: "CO", latitude: 39.08, longitude: -108.55, size: "medium", domain: "coloradomesa.edu"),
        .init(name: "Lubbock Christian University", division: "D2", city: "Lubbock", state: "TX", latitude: 33.54, longitude: -101.95, size: "very_small", domain: "lcu.edu"),
        .init(name: "Oklahoma City University", division: "NAIA", city: "Oklahoma City", state: "OK", latitude: 35.49, longitude: -97.53, size: "small", domain: "okcu.edu"),
        .init(name: "Lewis-Clark State College", division: "NAIA", city: "Lewiston", state: "ID", latitude: 46.41, longitude: -117.02, size: "small", domain: "lcsc.edu"),
        .init(name: "Tennessee Wesleyan University", division: "NAIA", city: "Athens", state: "TN", latitude: 35.45, longitude: -84.59, size: "very_small", domain: "tnwesleyan.edu"),
        .init(name: "San Jacinto College", division: "JUCO", city: "Pasadena", state: "TX", latitude: 29.65, longitude: -95.15, size: "large", domain: "sanjac.edu"),
        .init(name: "Central Arizona College", division: "JUCO", city: "Coolidge", state: "AZ", latitude: 32.88, longitude: -111.56, size: "medium", domain: "centralaz.edu"),
        .init(name: "Northwestern University", division: "D1", city: "Evanston", state: "IL", latitude: 42.06, longitude: -87.68, size: "medium", domain: "northwestern.edu"),
        .init(name: "University of Illinois Urbana-Champaign", division: "D1", city: "Champaign", state: "IL", latitude: 40.10, longitude: -88.23, size: "very_large", domain: "illinois.edu"),
        .init(name: "Notre Dame", division: "D1", city: "Notre Dame", state: "IN", latitude: 41.70, longitude: -86.24, size: "medium", domain: "nd.edu"),
        .init(name: "DePaul University", division: "D1", city: "Chicago", state: "IL", latitude: 41.92, longitude: -87.65, size: "large", domain: "depaul.edu"),
        .init(name: "Loyola Marymount University", division: "D1", city: "Los Angeles", state: "CA", latitude: 33.97, longitude: -118.42, size: "medium", domain: "lmu.edu"),
        .init(name: "University of San Diego", division: "D1", city: "San Diego", state: "CA", latitude: 32.77, longitude: -117.19, size: "small", domain: "sandiego.edu"),
        .init(name: "Pomona-Pitzer Colleges", division: "D3", city: "Claremont", state: "CA", latitude: 34.10, longitude: -117.71, size: "very_small", domain: "pomona.edu"),
        .init(name: "Université Laval Rouge et Or", division: "Other", city: "Québec", state: "QC", latitude: 46.78, longitude: -71.27, size: "large", domain: "ulaval.ca"),
        .init(name: "Florida Southern College", division: "D2", city: "Lakeland", state: "FL", latitude: 28.03, longitude: -81.95, size: "small", domain: "flsouthern.edu"),
        .init(name: "Missouri State University", division: "D1", city: "Springfield", state: "MO", latitude: 37.20, longitude: -93.28, size: "large", domain: "missouristate.edu"),
        .init(name: "Texas A&M–Corpus Christi", division: "D1", city: "Corpus Christi", state: "TX", latitude: 27.71, longitude: -97.32, size: "medium", domain: "tamucc.edu"),
        .init(name: "Wabash Valley College", division: "JUCO", city: "Mount Carmel", state: "IL", latitude: 38.41, longitude: -87.76, size: "very_small", domain: "iecc.edu"),
        .init(name: "Grand Canyon University", division: "D1", city: "Phoenix", state: "AZ", latitude: 33.51, longitude: -112.13, size: "very_large", domain: "gcu.edu"),
        .init(name: "Kenyon College", division: "D3", city: "Gambier", state: "OH", latitude: 40.38, longitude: -82.40, size: "very_small", domain: "kenyon.edu"),
        .init(name: "University of Mary Hardin-Baylor", division: "D3", city: "Belton", state: "TX", latitude: 31.06, longitude: -97.46, size: "small", domain: "umhb.edu"),
        .init(name: "Embry-Riddle Aeronautical University", division: "D2", city: "Daytona Beach", state: "FL", latitude: 29.19, longitude: -81.05, size: "small", domain: "erau.edu"),
        .init(name: "Georgia Gwinnett College", division: "NAIA", city: "Lawrenceville", state: "GA", latitude: 33.98, longitude: -84.00, size: "medium", domain: "ggc.edu"),
        .init(name: "Seminole State College", division: "JUCO", city: "Seminole", state: "OK", latitude: 35.23, longitude: -96.67, size: "very_small", domain: "sscok.edu"),
        .init(name: "Stanford University", division: "D1", city: "Stanford", state: "CA", latitude: 37.43, longitude: -122.17, size: "medium", domain: "stanford.edu"),
    ]

    static let firstNames = [
        "James", "Maria", "Robert", "Ana", "Michael", "Jennifer", "David", "Aisha", "Daniel", "Grace",
        "Kevin", "Chloé", "Marcus", "Priya", "Tyler", "Keisha", "Brandon", "Lucía", "Jordan", "Mei",
        "Andre", "Hannah", "Luis", "Olivia", "Patrick", "Zoë", "Sean", "Noah", "Beth", "Carlos",
    ]
    static let lastNames = [
        "Smith", "Johnson", "O'Brien", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Nguyen",
        "Thompson", "White", "Harris", "Clark", "Lewis", "Walker", "Hall", "Young", "King", "Wright",
        "Kowalski", "Lopez", "Hill", "Scott", "Green", "Adams", "Baker", "Nelson", "Mitchell", "Reyes",
        "Campbell", "Müller", "Okafor", "Sato", "Dubois", "Brennan",
    ]
    static let towns = [
        "Austin, TX", "Plano, TX", "Naperville, IL", "Scottsdale, AZ", "Tampa, FL", "Marietta, GA",
        "Overland Park, KS", "Folsom, CA", "Bend, OR", "Franklin, TN", "Katy, TX", "Edmond, OK",
    ]
    static let coachTitles = [
        "Head Coach", "Assistant Coach", "Recruiting Coordinator", "Pitching Coach", "Hitting Coach",
        "Volunteer Assistant",
    ]
    static let interactionNotes = [
        "Coach asked for my summer schedule and said they'd try to see me at the showcase.",
        "Sent updated video and transcript.",
        "Quick call — they like my arm action, want to see the changeup more.",
        "Toured the facility; dorms are close to the field. Mom loved the campus.",
        "Replied to my email: \"Keep us posted on your velo.\"",
        "Camp went well, threw 2 clean innings.",
        "DM'd about the fall ID camp dates.",
        "They said roster spots for 2027 are mostly filled; keep in touch.",
        "Asked about academic fit & intended major (engineering).",
        "Left a voicemail, will try again next week.",
    ]
    /// Posts of a program's account.
    static let programPostTexts = [
        "Prospect camp registration is open! Come compete in front of the {school} staff.",
        "Welcome to our newest commits — the future of {school} is bright!",
        "Great turnout at today's {school} prospect camp. Thank you to every athlete who came out.",
        "Official visit weekend at {school}. Thanks to our recruits and their families!",
        "Season recap: proud of this group and the standard they set.",
        "Winter camp dates announced — limited spots. Link in bio.",
        "Congrats to our seniors on a great career at {school}.",
        "Our staff is on the road this week evaluating the 2027 class.",
    ]
    /// Posts of a coach.
    static let coachPostTexts = [
        "Long day of evaluations, a lot of talent out there. Love this time of year.",
        "Looking for a left-handed arm in the 2027 class. Send film!",
        "Excited to see so many hard workers at the showcase today.",
        "Recruits: the dead period ends Monday. Reach out, we want to hear from you.",
        "Grateful to coach at {school}. Great visit with a few '27s this weekend.",
        "Character, grades, compete. That's what we look for.",
    ]
    /// Posts of the athlete.
    static let postTexts = [
        "Great day at the {school} camp! Thanks coaches for the opportunity ⚾",
        "Blessed to receive an offer from {school}! #Recruiting",
        "New PR today on the mound — 88 mph 🔥",
        "Summer ball starts next week, let's get it",
        "Thank you {school} for the visit this weekend!",
        "Film from last night's doubleheader 🎥",
        "Working on that exit velo every day 💪",
        "Proud of my teammates, what a season",
        "Honored to be named to the all-district team",
        "Can't wait for the fall showcase circuit",
    ]
}
