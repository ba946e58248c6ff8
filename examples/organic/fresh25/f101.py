"""fresh25 batch f101 (written by a separate writer): A night-time curfew on online gaming for under-18s; Mandatory background checks for all volunteer youth sports coaches; Mandatory catch-and-release for recreational anglers on rivers; Requiring permits for metal detecting on public beaches and parks."""

TOPICS = [
    {
        "id": "youth_online_gaming_curfew",
        "topic": "A night-time curfew on online gaming for under-18s",
        "query": "Should online games be required to lock out players under 18 late at night?",
        "perspectives": [
            ("parents' groups", [
                "Late-night gaming can eat into teenagers' sleep before school days.",
                "Parents often struggle to enforce limits on their own when games are designed to keep players hooked.",
            ]),
            ("the games industry", [
                "Checking players' ages could require collecting sensitive identity data.",
                "Teenagers may simply switch to adult accounts or unregulated foreign servers.",
            ]),
            ("sleep researchers", [
                "Heavy late-night screen use is linked to poorer sleep, but gaming is only one of several causes.",
                "A curfew may do little unless phones and social media are tackled as well.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
ALEX: Welcome back to Rulebook, the show where we pick apart the rules around how people play. I'm Alex.

SAM: And I'm Sam. Today's question: should online games be forced to lock out under-18s late at night? A curfew, basically.

ALEX: A digital bedtime. [laughs]

SAM: Pretty much. There are three camps on this one, so let's start with the parents' groups who are pushing for it.

ALEX: Right. Their first point is about sleep: gaming late at night can eat into the sleep teenagers need before a school day.

SAM: And their second point is kind of the emotional core of it. Parents often find it hard to enforce limits by themselves, because the games are built to keep players hooked.

ALEX: So it's "help us out here, we're outgunned."

SAM: Exactly. Now, the games industry—

ALEX: —who are not fans.

SAM: Not fans. They say checking ages could require collecting sensitive identity data. And they think teens may simply hop onto adult accounts, or onto unregulated servers overseas.

ALEX: And then there's the third group, the sleep researchers, who are sort of in the middle?

SAM: Sort of. They'll tell you heavy late-night screen use is linked to worse sleep, but gaming is only one of several causes. And they suspect a curfew may not do much unless phones and social media get dealt with too.

ALEX: So nobody walks away with a clean win today.

SAM: Nope. That's the episode—let us know where you land.
""", []),
            ("three_perspectives", None, """
SAM: Okay, listener question to kick us off. This one's from Dana in Ohio: "My fourteen-year-old is online until 2 a.m. Should the law step in?"

ALEX: Oof. Dana, we feel you. So the proposal is a legal curfew: online games would have to lock out under-18 players late at night.

SAM: And there are really three groups in this fight. Parents' groups first.

ALEX: They say late-night gaming can cut into teens' sleep before school. They like to cite a survey where about four in ten teens admitted gaming past midnight on a school night in the previous week.

SAM: Yikes.

ALEX: And they argue parents often can't hold the line alone when the games are designed to keep kids hooked.

SAM: Then the games industry pushes back. Verifying ages could mean gathering sensitive identity data, they say, and teens may just jump to adult accounts or unregulated foreign servers.

ALEX: Whack-a-mole.

SAM: [laughs] Basically. And the sleep researchers are the third voice. They agree heavy late-night screen use is linked with poorer sleep, but they point out gaming is just one of several causes. And they say a curfew will do nothing at all unless phones and social media are tackled as well.

ALEX: So, Dana, no easy answer, but now you've got the map.

SAM: That's the episode. Write in and tell us what you think.
""", [
                ("invented_statistic", "They like to cite a survey where about four in ten teens admitted gaming past midnight on a school night in the previous week", None),
                ("exaggeration", "a curfew will do nothing at all unless phones and social media are tackled as well", (2, 1)),
            ]),
            ("three_perspectives", None, """
ALEX: This is Rulebook. I'm Alex.

SAM: I'm Sam, and today we're talking gaming curfews: the idea that online games should have to shut out under-18s late at night.

ALEX: Okay, who's for it?

SAM: Parents' groups, mostly. Argument one: gaming late into the night can chip away at teenagers' sleep on school nights.

ALEX: The yawning-at-breakfast argument.

SAM: [laughs] Argument two: parents often struggle to set limits alone, because these games are engineered to keep you playing.

ALEX: Right, and—

SAM: —and the industry says, hold on.

ALEX: You stole my line. Yeah, the games industry's big worry is that checking ages could require collecting sensitive ID data from players.

SAM: And then the sleep researchers. They say there's a link between heavy late-night screen use and poorer sleep, though gaming is only one of several causes. They also warn that teens may just move over to adult accounts or foreign servers nobody regulates. And they think a curfew may not achieve much unless phones and social media get tackled as well.

ALEX: So three groups, three pretty different worries.

SAM: That's the show—let us know what you think.
""", [
                ("side_swap", "They also warn that teens may just move over to adult accounts or foreign servers nobody regulates", (1, 1)),
            ]),
            ("three_perspectives", None, """
SAM: Welcome to Rulebook. Alex, I'm told you were up until one in the morning playing something last night.

ALEX: No comment. [laughs] Which is a perfect lead-in, because today we're asking whether online games should be required to lock out under-18s late at night.

SAM: Let's do the supporters. That's mainly parents' groups.

ALEX: Two points from them. One, late-night gaming can take a bite out of teenagers' sleep ahead of a school day. Two, parents often have a hard time enforcing limits on their own when the games are designed to keep players coming back.

SAM: So what do the critics say?

ALEX: The games industry leads that charge. Their first concern is that checking players' ages could require collecting sensitive identity data. Their second is that teenagers may simply switch to an adult account, or wander off to unregulated foreign servers.

SAM: And you've got a third group that doesn't fit neatly on either side.

ALEX: The sleep researchers. They say heavy screen use late at night is linked to poorer sleep, but that gaming is only one of several causes. And they caution that a curfew may do little unless phones and social media are tackled at the same time.

SAM: Three groups, and nobody's fully satisfied.

ALEX: That's the episode—let us know what you think.
""", []),
            ("three_perspectives", None, """
ALEX: You're listening to Rulebook. I'm Alex.

SAM: I'm Sam. Today: should there be a legal night-time curfew on online gaming for anyone under 18?

ALEX: Let's start with the parents' groups, who want it.

SAM: Their case is pretty straightforward. Gaming late at night can eat into teens' sleep before school, and parents often struggle to enforce limits by themselves when the games are designed to keep players hooked.

ALEX: So what do the critics say?

SAM: The games industry says checking ages could require collecting sensitive identity data. They also argue teenagers may simply switch to adult accounts or unregulated foreign servers. And they point out that many games already come with parental controls that let families set their own time limits.

ALEX: So, in their view, the tools are already there.

SAM: That's their pitch, yeah.

ALEX: Okay. That's the episode—let us know what you think.
""", [
                ("omitted_perspective", None, 2),
                ("invented_claim", "they point out that many games already come with parental controls that let families set their own time limits", None),
            ]),
            ("three_perspectives", None, """
SAM: Rulebook, episode time. I'm Sam.

ALEX: I'm Alex. And today we're asking: should online games have to lock out players under 18 late at night?

SAM: Three sides on this one. Parents' groups want the curfew. Their argument is that late-night gaming can cut into teenagers' sleep before school days, and that parents often struggle to enforce limits alone when games are designed to keep players hooked.

ALEX: Then the games industry. They say checking ages could require collecting sensitive identity data, like passport scans or selfies for facial age estimation. And they think teens may simply switch to adult accounts or go to unregulated foreign servers.

SAM: And the third side: the sleep researchers.

ALEX: Right. They say heavy late-night screen use is linked to poorer sleep, but gaming is only one of several causes. Even so, they reckon a curfew could make a real dent even if phones and social media are left alone.

SAM: Interesting. So, lots to chew on.

ALEX: That's the episode—let us know what you think.
""", [
                ("added_detail", "like passport scans or selfies for facial age estimation", (1, 0)),
                ("negation", "they reckon a curfew could make a real dent even if phones and social media are left alone", (2, 1)),
            ]),
        ],
    },
    {
        "id": "volunteer_coach_background_checks",
        "topic": "Mandatory background checks for all volunteer youth sports coaches",
        "query": "Should every volunteer who coaches kids in amateur sports have to pass a criminal background check?",
        "perspectives": [
            ("child-safety campaigners", [
                "Checks can stop people with known records of abuse from getting easy access to children.",
                "A universal rule would close gaps where small clubs currently skip checks.",
                "Parents may feel more confident signing their children up for clubs.",
            ]),
            ("grassroots clubs", [
                "The paperwork and fees may put off parents who would otherwise volunteer.",
                "A clean check can give a false sense of security, since many abusers have never been convicted.",
            ]),
        ],
        "variants": [
            ("prose", None, """
ALEX: Welcome to Rulebook, I'm Alex.

SAM: I'm Sam. And today's topic hits close to home for anybody who's ever stood on a sideline with orange slices: should every volunteer youth sports coach have to pass a criminal background check?

ALEX: [laughs] The orange slices are sacred. Okay, so the people pushing for it are child-safety campaigners. Their first argument is that checks can keep people with known records of abuse from getting easy access to kids.

SAM: And their second is about consistency. A rule that applies to everyone would close the gaps where some small clubs currently just don't do checks.

ALEX: Plus, they say, parents may feel more confident signing their children up.

SAM: So what do the critics say? Because it's not like anyone's against child safety.

ALEX: No, the pushback comes mostly from grassroots clubs. They worry the paperwork and the fees may put off parents who'd otherwise step up and volunteer. And they argue a clean check can give a false sense of security, since many abusers have never actually been convicted of anything.

SAM: So it's less "don't check" and more "don't think checking solves it."

ALEX: That's their framing, anyway. That's the episode—let us know what you think.
""", []),
            ("bullets", None, """
SAM: Rulebook, I'm Sam.

ALEX: And I'm Alex. Today: mandatory background checks for every volunteer coaching kids in amateur sports. Sam, give me the case for.

SAM: Okay, the child-safety campaigners, in list form:
- Checks can stop people with known abuse records from getting easy access to children.
- A universal rule would close the gaps where small clubs, especially the ones with fewer than fifty members, currently skip checks.
- Parents may feel more confident enrolling their kids.
- And they say a national system would let a check done for one club carry over when a coach moves to another.

ALEX: Got it. So what do the critics say?

SAM: The grassroots clubs, also in list form:
- The paperwork and fees may scare off parents who'd otherwise volunteer.
- A clean check can give a false sense of security, because many abusers have never been convicted.

ALEX: Short list, but they're not small points.

SAM: Nope. That's the episode—let us know what you think.
""", [
                ("added_detail", "especially the ones with fewer than fifty members", (0, 1)),
                ("invented_claim", "they say a national system would let a check done for one club carry over when a coach moves to another", None),
            ]),
            ("numbered", None, """
ALEX: Hey, it's Rulebook. I'm Alex.

SAM: I'm Sam. Today we're counting down the arguments on whether every volunteer youth sports coach should need a criminal background check.

ALEX: Countdown style, love it. [laughs] Supporters first. These are child-safety campaigners.

SAM: Number one: checks can stop people with known records of abuse from getting easy access to kids.

ALEX: Number two: a universal rule would close the gaps where small clubs currently skip checks.

SAM: Number three: the whole point, they say, is that anyone with a record of abusing children gets screened out before they ever get near a team.

ALEX: Okay, flip side. What do the grassroots clubs say?

SAM: Number four: the paperwork and fees may put off parents who would otherwise volunteer.

ALEX: Number five: a clean check can give a false sense of security, since many abusers have never been convicted.

SAM: And that's the list.

ALEX: That's the episode—let us know what you think.
""", [
                ("repetition", "the whole point, they say, is that anyone with a record of abusing children gets screened out before they ever get near a team", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("headed", None, """
## Cold open

SAM: Welcome to Rulebook. I'm Sam.

ALEX: I'm Alex. Today: should every volunteer who coaches kids in amateur sports have to pass a criminal background check?

## The case for

SAM: The push comes from child-safety campaigners. They say checks can stop people with known records of abuse from getting easy access to children.

ALEX: Right, and—

SAM: —and they want it universal, because a rule for everyone would close the gaps where small clubs skip checks right now.

ALEX: And they add that parents may feel more confident signing their kids up for a club.

## The pushback

SAM: So what do the critics say?

ALEX: Grassroots clubs raise two concerns. First, the paperwork and fees may put off parents who'd otherwise volunteer. Second, a clean check can give a false sense of security, since many abusers have never been convicted.

## Wrap-up

SAM: Both sides say they're thinking about the kids; they just weigh the risks differently.

ALEX: That's the episode—let us know what you think.
""", []),
            ("dense", None, """
ALEX: Quick version for the car ride: child-safety campaigners want every volunteer youth coach background-checked because checks can stop people with known abuse records from getting easy access to kids, because a universal rule would close the gaps where small clubs skip checks today, and because parents may feel more confident signing their children up, and they even concede a clean check can give a false sense of security since many abusers have never been convicted.

SAM: And the grassroots clubs on the other side say the paperwork and fees will drive away most of the parents who would otherwise volunteer—that's the whole fight in one breath, so let us know what you think.
""", [
                ("side_swap", "they even concede a clean check can give a false sense of security since many abusers have never been convicted", (1, 1)),
                ("exaggeration", "the paperwork and fees will drive away most of the parents who would otherwise volunteer", (1, 0)),
            ]),
            ("closing", None, """
SAM: Welcome back to Rulebook. I'm Sam.

ALEX: I'm Alex. We got a listener question this week from Marcus, who coaches his daughter's under-10 soccer team: "Is it reasonable to make every volunteer coach get a background check?"

SAM: Great question, Marcus. So, the child-safety campaigners say yes. Checks can stop people with known records of abuse from getting easy access to children. A universal rule would close the gaps where small clubs currently skip checks. And parents may feel more confident signing their kids up.

ALEX: So what do the critics say?

SAM: Grassroots clubs say a clean check can give a false sense of security, since many abusers have never been convicted of anything.

ALEX: So the debate isn't really about whether kids should be safe. It's about what actually keeps them safe.

SAM: Right. Marcus, we're not going to tell you which way to go. That's the episode—let us know what you think.
""", [
                ("omitted_argument", None, (1, 0)),
            ]),
        ],
    },
    {
        "id": "mandatory_catch_and_release_rivers",
        "topic": "Mandatory catch-and-release for recreational anglers on rivers",
        "query": "Should recreational anglers have to release every fish they catch in rivers?",
        "perspectives": [
            ("conservation groups", [
                "Releasing fish could help depleted wild stocks such as salmon recover.",
                "Taking fish home removes the larger, breeding-age fish that populations depend on.",
            ]),
            ("angling clubs", [
                "Some released fish die anyway from stress or hook injuries.",
                "Keeping the occasional fish to eat is a long tradition that draws many people into the sport.",
                "Pollution and habitat loss do far more harm to fish stocks than anglers do.",
            ]),
        ],
        "variants": [
            ("headed", None, """
## Intro

ALEX: This is Rulebook. I'm Alex.

SAM: And I'm Sam. Today we're going fishing. Metaphorically.

ALEX: [laughs] Mostly. The question: should recreational anglers on rivers have to release every fish they catch?

## Why conservation groups want it

SAM: Conservation groups make two arguments. One, releasing fish could help depleted wild stocks, salmon being the big example, bounce back.

ALEX: And two, when people take fish home, they're removing the bigger, breeding-age fish that populations rely on.

## What the angling clubs say

SAM: So what do the critics say?

ALEX: Angling clubs have three responses. First, some released fish die anyway, from stress or hook injuries. Second, keeping the occasional fish to eat is a long tradition, and it's part of what draws a lot of people into the sport.

SAM: And third?

ALEX: Third, they say pollution and habitat loss do far more damage to fish stocks than anglers do.

## Sign-off

SAM: So it's partly a fight about who's responsible for the decline.

ALEX: That's the episode—let us know what you think.
""", []),
            ("bullets", None, """
SAM: Rulebook, I'm Sam.

ALEX: I'm Alex. Today: mandatory catch-and-release for recreational anglers on rivers. Every fish goes back.

SAM: Let me read out the conservation groups' points:
- Releasing fish could help depleted wild stocks, like salmon, recover.
- Taking fish home barely touches the larger, breeding-age fish that populations depend on.
- They also cite river surveys suggesting recreational anglers account for around 30 percent of adult salmon deaths on some rivers.

ALEX: Okay. So what do the critics say?

SAM: Angling clubs, in bullet form:
- Some released fish die anyway from stress or hook injuries.
- Keeping the odd fish for dinner is a long tradition, and it's a big part of what draws people into the sport.
- Pollution and habitat loss do far more harm to fish stocks than anglers do.

ALEX: Pretty clear where each side is coming from.

SAM: [laughs] For once. That's the episode—let us know what you think.
""", [
                ("negation", "Taking fish home barely touches the larger, breeding-age fish that populations depend on", (0, 1)),
                ("invented_statistic", "They also cite river surveys suggesting recreational anglers account for around 30 percent of adult salmon deaths on some rivers", None),
            ]),
            ("prose", None, """
ALEX: Welcome to Rulebook. I'm Alex.

SAM: I'm Sam. We've had a bunch of emails from anglers, so today: should recreational anglers have to release every fish they catch on rivers?

ALEX: Let's start with the conservation groups. Their view is that releasing fish could help depleted wild stocks, salmon in particular, recover. And they point out that taking fish home removes the larger, breeding-age fish that populations depend on.

SAM: So what do the critics say?

ALEX: That's the angling clubs. They say released fish almost always survive just fine. They also argue that keeping the occasional fish to eat is a long tradition that pulls a lot of people into the sport. And they say pollution and habitat loss do far more harm to fish stocks than anglers ever do.

SAM: So both sides care about the fish. They just point at different culprits.

ALEX: Pretty much. That's the episode—let us know what you think.
""", [
                ("negation", "They say released fish almost always survive just fine", (1, 0)),
            ]),
            ("numbered", None, """
SAM: Hey everybody, it's Rulebook. I'm Sam.

ALEX: And I'm Alex. Today's question: should it be mandatory for recreational anglers on rivers to release every fish they catch?

SAM: Let's number these. Conservation groups first.

ALEX: One: releasing fish could help depleted wild stocks, such as salmon, recover.

SAM: Two: taking fish home removes the bigger, breeding-age fish that the population depends on.

ALEX: Okay. So what do the critics say? That's the angling clubs.

SAM: Three: some released fish die anyway, from stress or hook injuries.

ALEX: Four: keeping the occasional fish to eat is a long tradition that draws many people into the sport.

SAM: And five: pollution and habitat loss do far more harm to fish stocks than anglers do.

ALEX: Five arguments, zero fish harmed in the making of this episode. [laughs]

SAM: That's the episode—let us know what you think.
""", []),
            ("closing", None, """
ALEX: You're listening to Rulebook. I'm Alex.

SAM: I'm Sam. Today: should river anglers be forced to release everything they catch?

ALEX: The angling clubs are pretty skeptical. For starters, they say some released fish die anyway from stress or hook injuries.

SAM: Right, and—

ALEX: —and they argue keeping the occasional fish to eat is a long tradition that draws many people into the sport in the first place.

SAM: Plus they say pollution and habitat loss do far more harm to fish stocks than anglers do.

ALEX: So their view is that anglers are the wrong target.

SAM: That's how they see it. We'll leave it there; it's a debate with a lot of history on the riverbank. That's the episode—let us know what you think.
""", [
                ("omitted_perspective", None, 0),
            ]),
            ("dense", None, """
SAM: Here's the short version: conservation groups argue that releasing fish could help depleted wild stocks such as salmon recover within about a decade, that taking fish home removes the larger, breeding-age fish populations depend on, and, they add, that pollution and habitat loss do far more harm to fish stocks than anglers do.

ALEX: And the angling clubs answer that some released fish die anyway from stress or hook injuries and that keeping the occasional fish to eat is a long tradition that draws many people into the sport—that's the episode, so let us know what you think.
""", [
                ("added_detail", "within about a decade", (0, 0)),
                ("side_swap", "they add, that pollution and habitat loss do far more harm to fish stocks than anglers do", (1, 2)),
            ]),
        ],
    },
    {
        "id": "metal_detecting_permits_public_land",
        "topic": "Requiring permits for metal detecting on public beaches and parks",
        "query": "Should hobbyists need a permit to go metal detecting on public beaches and in parks?",
        "perspectives": [
            ("archaeologists", [
                "Unrecorded digging can destroy the context archaeologists need to interpret finds.",
                "A permit system would make it easier to ensure significant finds are reported.",
            ]),
            ("detectorists", [
                "Most hobbyists already report their finds voluntarily.",
                "Beach sand and park topsoil are often so disturbed that little archaeological context survives.",
                "Permit fees could price out retirees and young people who take up the hobby.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
ALEX: Welcome to Rulebook, I'm Alex.

SAM: And I'm Sam, and I have a confession: I own a metal detector.

ALEX: [laughs] Of course you do. So today's question is whether hobbyists should need a permit to go metal detecting on public beaches and in parks. Let's number the arguments.

SAM: Archaeologists first. One: digging that nobody records can destroy the context archaeologists need to make sense of a find.

ALEX: Two: a permit system would make it easier to ensure significant finds get reported.

SAM: So what do the critics say? That's the detectorists, my people.

ALEX: Three: most hobbyists already report their finds voluntarily.

SAM: Four: beach sand and park topsoil are often so churned up that not much archaeological context survives anyway.

ALEX: And five: permit fees could price out retirees and young people taking up the hobby.

SAM: I'm staying neutral, I promise.

ALEX: That's the episode—let us know what you think.
""", []),
            ("prose", None, """
SAM: This is Rulebook. I'm Sam.

ALEX: I'm Alex. Today we're talking metal detecting: should hobbyists need a permit to sweep public beaches and parks?

SAM: The archaeologists say yes. Their concern is that unrecorded digging can wipe out the context they need to interpret what's found. They also think a permit system would make it easier to make sure significant finds get reported. And they say permits would help councils stop detectorists leaving holes that damage lawns and sports fields.

ALEX: So what do the critics say?

SAM: The detectorists argue that most hobbyists already report their finds voluntarily. And they worry permit fees could price out retirees and young people who get into the hobby.

ALEX: So, two sides digging in. [laughs]

SAM: I see what you did there. That's the episode—let us know what you think.
""", [
                ("invented_claim", "they say permits would help councils stop detectorists leaving holes that damage lawns and sports fields", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("dense", None, """
ALEX: In a nutshell, archaeologists want permits for metal detecting on public beaches and in parks because unrecorded digging can destroy the context they need to interpret finds and because a permit system would make it easier to ensure significant finds are reported.

SAM: Detectorists counter that most hobbyists already report their finds voluntarily, that beach sand and park topsoil are often so disturbed that little archaeological context survives, and that permit fees could price out retirees and young people who take up the hobby—that's the episode, so let us know what you think.
""", []),
            ("bullets", None, """
ALEX: Rulebook, I'm Alex.

SAM: I'm Sam. Today: permits for metal detecting on public beaches and parks. Alex, the archaeologists' case?

ALEX: Here's their list:
- Unrecorded digging always destroys the context archaeologists need to interpret finds.
- A permit system would make it easier to ensure significant finds are reported.
- They also point to a study estimating that only about one in five significant finds from public land is ever formally recorded.

SAM: So what do the critics say?

ALEX: The detectorists' list:
- Most hobbyists already report their finds voluntarily.
- Beach sand and park topsoil are often so disturbed that little archaeological context survives.
- Permit fees could price out retirees and young people who take up the hobby.

SAM: Two lists, and they don't really overlap.

ALEX: [laughs] They rarely do. That's the episode—let us know what you think.
""", [
                ("exaggeration", "Unrecorded digging always destroys the context archaeologists need to interpret finds", (0, 0)),
                ("invented_statistic", "They also point to a study estimating that only about one in five significant finds from public land is ever formally recorded", None),
            ]),
            ("headed", None, """
## Opening

SAM: Welcome back to Rulebook. I'm Sam.

ALEX: I'm Alex. This week's listener question is from Priya in Oregon: "Should I need a permit to take my metal detector to the beach?"

## The archaeologists' view

SAM: Archaeologists say unrecorded digging can destroy the context they need to interpret finds. And they argue that a permit system would make it easier to ensure significant finds are reported.

## The detectorists' view

ALEX: So what do the critics say? The detectorists point out that most hobbyists already report their finds voluntarily. They also say beach sand and park topsoil are often so disturbed that little archaeological context survives.

SAM: Right, and they come back to it again: the typical hobbyist already hands in anything interesting without being told to.

## Sign-off

ALEX: Priya, we'll let you make the call.

SAM: That's the episode—let us know what you think.
""", [
                ("repetition", "the typical hobbyist already hands in anything interesting without being told to", (1, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("closing", None, """
ALEX: You're listening to Rulebook. I'm Alex.

SAM: I'm Sam. Today: should you need a permit to go metal detecting on public beaches and in parks?

ALEX: Archaeologists are in favor. They say digging that isn't recorded can destroy the context they need to interpret finds, and that a permit system would make it easier to make sure significant finds get reported.

SAM: So what do the critics say?

ALEX: Detectorists make three points. Most hobbyists already report what they find voluntarily. Beach sand and park topsoil are often so disturbed that little archaeological context survives. And permit fees could price out retirees and young people who take up the hobby.

SAM: So one side is worried about losing history, and the other about losing hobbyists.

ALEX: And both of those are real things people care about. That's the episode—let us know what you think.
""", []),
        ],
    },
]
