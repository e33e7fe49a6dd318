import type { Program } from "./schema/programs";

/** The sample chapter's programs: the local seed of the `programs` collection (scripts/seed/content-seed.ts). */
export const PROGRAMS: readonly Program[] = [
  {
    slug: "interns",
    name: "Interns",
    tagline: "Shadow the board for a year and learn how a 300-member organization runs.",
    what: "Each fall we pick eight to ten first- and second-year students as chapter interns. Every intern shadows a board member, sits in on board meetings, and helps run real events — then, in the spring, the intern class plans and hosts an event of its own from budget to clean-up.",
    whoFor:
      "First- and second-year students of any major who want to lead, or who are simply curious about what happens behind the scenes of the events they enjoy.",
    goals: [
      "Give newer students a seat at the table from their first year",
      "Train the chapter's next officers before they run for a position",
      "Bring fresh ideas to the board every year",
    ],
    outcomes: [
      "Plan and host a full event with a real budget",
      "Practise running meetings, writing e-mails to sponsors and managing volunteers",
      "Most of our current board started as interns",
    ],
    howToJoin: [
      "Applications open at the first general meeting of the fall term and close two weeks later.",
      "Fill in a short form (three questions, no résumé needed) and meet two board members for a 15-minute chat.",
      "Interns are announced at the end of September.",
    ],
    joinLink: { label: "Apply to be an intern", url: "https://forms.example/sase-northfield/interns" },
    commitment: "About 3 hours a week: the board meeting, one event and time with your mentor on the board.",
    lead: "Ryan Yamamoto, Interns Lead",
    leadEmail: "interns@sase-northfield.example.org",
    faq: [
      {
        question: "Do I need leadership experience to apply?",
        answer: "No. We look for curiosity and reliability, not titles. Several of our best interns had never held a position before.",
      },
      {
        question: "Can transfer students apply?",
        answer: "Yes. Transfer students in their first year at Northfield are welcome whatever their class standing.",
      },
      {
        question: "Does being an intern guarantee a board position?",
        answer: "No, board positions are elected every spring. Interns do know the work well, and many run and win.",
      },
    ],
  },
  {
    slug: "set",
    name: "SET",
    tagline: "Science, engineering and technology projects that end up in real classrooms.",
    what: "SET (Science, Engineering and Technology) is our hands-on project program. Teams of four to six members design and build a project over the year — this year, solar-powered weather stations for three local middle schools — and present it at the spring showcase judged by engineers from our sponsors.",
    whoFor:
      "Any member who wants to build something outside of class. Teams mix majors and years on purpose: a project needs coders, builders, writers and people who can explain it to a seventh grader.",
    goals: [
      "Give members hands-on project experience before their first internship",
      "Put working science kits in local classrooms",
      "Teach teamwork across majors",
    ],
    outcomes: [
      "A finished project you can talk about in any interview",
      "Experience with design reviews, budgets and deadlines",
      "A showcase presentation in front of industry judges",
    ],
    howToJoin: [
      "Come to the SET info session in the second week of fall term.",
      "Tell us which skills you bring and which you want to learn; we form the teams.",
      "Teams meet weekly from October to March, with build days in the makerspace.",
    ],
    commitment: "2–4 hours a week from October to March, more in the two weeks before the showcase.",
    lead: "Aisha Rahman, SET Lead",
    leadEmail: "set@sase-northfield.example.org",
    faq: [
      {
        question: "Do I need to know how to solder or code?",
        answer: "No. Every team has a workshop on the tools it uses, and upperclassmen mentors help each team.",
      },
      {
        question: "Who pays for the parts?",
        answer: "The chapter does, through our sponsors. Each team gets a budget and tracks it with our treasurer.",
      },
      {
        question: "Can I propose my own project?",
        answer: "Yes. Proposals are due in September; the members vote on the year's projects at the info session.",
      },
    ],
  },
  {
    slug: "webdev",
    name: "Web Dev",
    tagline: "Build and run this website, and learn web development on a real production site.",
    what: "The Web Dev team builds and maintains the chapter's website — the one you are reading — and runs a weekly workshop open to every member. Team members review each other's code, ship features that officers and members use, and learn how real websites are tested, secured and deployed.",
    whoFor:
      "Members who want to learn web development, from complete beginners in the workshop to experienced programmers who want to mentor and take on bigger features.",
    goals: [
      "Keep the chapter's website fast, accessible and up to date",
      "Teach web development to members of every major",
      "Give members real code review and production experience",
    ],
    outcomes: [
      "Merged changes on a live website that you can show in interviews",
      "Practice with TypeScript, React, testing and accessibility",
      "Experience working in a team with code review",
    ],
    howToJoin: [
      "Come to any Thursday workshop: no sign-up needed for the workshop.",
      "To join the team, finish the four-week starter track and pick a first issue with a mentor.",
      "Team meetings are on Sundays at 4 PM in the Engineering Library.",
    ],
    commitment: "The workshop is 90 minutes a week; team members spend 2–3 more hours on their issue.",
    lead: "Ethan Lee, Web Dev Lead",
    leadEmail: "webdev@sase-northfield.example.org",
    faq: [
      {
        question: "Do I need to be a computer science major?",
        answer: "No. Our team has had mechanical engineers, biologists and economists. The starter track assumes no experience.",
      },
      {
        question: "Do I need my own laptop?",
        answer: "It helps, but the Engineering Library lends laptops for the workshop if you ask the front desk.",
      },
      {
        question: "Can I put this on my résumé?",
        answer: "Yes. Many members list it under experience with the features they shipped; we are happy to be a reference.",
      },
    ],
  },
  {
    slug: "sports",
    name: "Sports",
    tagline: "Intramural teams, pickup games and tournaments for every skill level.",
    what: "We field intramural teams in basketball, volleyball and badminton each term, hold weekly pickup games at the Recreation Center and send teams to the regional sports tournament every spring. Practices are open and friendly: the goal is to play, not to win (though we do not mind winning).",
    whoFor: "Every member, from varsity-level players to people who have never held a badminton racket.",
    goals: ["Give members a weekly break from studying", "Build friendships across majors and years", "Represent the chapter at the regional tournament"],
    outcomes: ["A team and a weekly game to look forward to", "Coaching from experienced members if you want it", "The regional tournament trip in spring"],
    howToJoin: [
      "Sign up for a team at the first general meeting of each term or on our Discord server.",
      "Pickup games need no sign-up: just come to Court 4 at the Recreation Center on Friday at 7 PM.",
      "Bring your student ID: the Recreation Center checks it at the door.",
    ],
    commitment: "One game and one optional practice a week during the intramural season.",
    lead: "Grace Kim, Sports Chair",
    leadEmail: "sports@sase-northfield.example.org",
    faq: [
      {
        question: "I have never played. Can I still join a team?",
        answer: "Yes. Each sport has a beginner-friendly team, and the badminton clinic starts from how to hold a racket.",
      },
      {
        question: "Does it cost anything?",
        answer: "No. The chapter pays intramural fees and equipment. The regional tournament trip is covered for members with enough points.",
      },
      {
        question: "Which sports do you play?",
        answer: "Basketball, volleyball and badminton as teams; members have also started pickup soccer and table tennis groups.",
      },
    ],
  },
  {
    slug: "mentor-mentee",
    name: "Mentor-Mentee",
    tagline: "A family of upperclassmen and newer students that stays with you all year.",
    what: "Each fall we group members into mentor families: two or three upperclassmen mentors and four to six newer students, matched by major, interests and schedules. Families meet at least twice a month — study sessions, meals, career advice — and compete in family challenges through the year.",
    whoFor:
      "Mentees: first-years, transfer students and anyone new to Northfield. Mentors: members in their second year or later who remember what their first year was like.",
    goals: [
      "Make sure no new student has to figure out Northfield alone",
      "Pass on advice about classes, professors, research and internships",
      "Give upperclassmen a way to give back",
    ],
    outcomes: [
      "A group of friends and advisors from your first month on campus",
      "Help choosing classes and planning your first internship search",
      "For mentors: leadership and mentoring experience",
    ],
    howToJoin: [
      "Fill in the matching form in September: your major, interests and when you are free.",
      "Families are revealed at the mentor reveal night in early October.",
      "Mentors apply on the same form and meet the Mentorship Chair for a short training.",
    ],
    joinLink: { label: "Fill in the matching form", url: "https://forms.example/sase-northfield/mentor-matching" },
    commitment: "About two family meetups a month, plus the family challenges if you want to win the cup.",
    lead: "Minh Tran, Mentorship Chair",
    leadEmail: "mentorship@sase-northfield.example.org",
    faq: [
      {
        question: "Can I choose my mentor?",
        answer: "You can name up to two people you would like to be with, and we try to honor it; most matches come from the form.",
      },
      {
        question: "What if my family is not a good fit?",
        answer: "Tell the Mentorship Chair privately. We move people between families every year, no questions asked.",
      },
      {
        question: "Can graduate students be mentors?",
        answer: "Yes, and we love them as mentors for members interested in research or graduate school.",
      },
    ],
  },
];
