"""Fresh19 batch f79 (written by a separate writer): A legal right for shop workers to sit while working; A legal minimum five-year guarantee on large household appliances; A compulsory 'reject all' button on website cookie banners; A legal right to an unpaid career break after ten years with one employer."""

TOPICS = [
    {
        "id": "right_to_sit_shop_workers",
        "topic": "A legal right for shop workers to sit while working",
        "query": "Should shop workers have a legal right to a seat while they work at tills and counters?",
        "perspectives": [
            ("shop workers' unions", [
                "Standing for a whole shift can cause back pain, leg pain and tiredness.",
                "A seat at the till could let older and disabled staff keep working for longer.",
            ]),
            ("retailers", [
                "Some customers may see seated staff as less attentive or less welcoming.",
                "Fitting seats at every till and counter could be costly for small shops.",
            ]),
            ("occupational health experts", [
                "Sitting all day carries its own health risks, so a mix of sitting and standing may be best.",
                "Regular short breaks may do more for staff health than a seat alone.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Kindly note the following points regarding a legal right for shop workers to sit while working. There are mainly three groups with views on the same.

1. Shop workers' unions
(a) As per the unions, standing for the full shift can lead to back pain, leg pain and tiredness.
(b) Further to this, a seat at the till could help older and disabled staff to continue working for longer.

2. Retailers
(a) Retailers are of the opinion that some customers may feel seated staff are less attentive or less welcoming.
(b) They also say that providing seats at every till and counter could be costly for the small shops.

3. Occupational health experts
(a) As per the experts, sitting the whole day has its own health risks, hence a mix of sitting and standing may be the best option.
(b) They also feel regular short breaks may do more for the health of staff than a seat alone.

Hope this helps. Please revert in case of any queries.
""", []),
            ("three_perspectives", None, """
Dear user, the question of giving shop workers a legal right to sit is being discussed from different sides. In this regard, please find the main points below.

The shop workers' unions are of the opinion that the standing itself can cause back pain, leg pain and tiredness over a whole shift. They also point out that a seat at the till could allow older and disabled staff to keep working for more years.

On the other hand, retailers are having some concerns. As per them, some customers may think that a seated staff member is less attentive or not so welcoming. Further to this, fitting seats at every till and counter could be a costly matter for the small shops.

Hope this helps. Please revert in case of any queries.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Please find below the views of the three main stakeholders on a legal right to sit for shop workers.

Shop workers' unions:
As per the unions, standing for a whole shift will definitely lead to back pain, leg pain and tiredness for every worker. A seat at the till could also allow older and disabled staff to keep working for longer. A survey by one retail union found that 7 out of 10 cashiers reported foot or back pain at the end of their shift.

Retailers:
Retailers are of the opinion that some customers may view seated staff as less attentive or less welcoming. They further say that fitting seats at all tills and counters could be costly for small shops.

Occupational health experts:
The experts mention that sitting all day is having its own health risks, hence a combination of sitting and standing may be the best. In their view, regular short breaks may do more for staff health than only providing a seat.

Hope this helps. Please revert in case of any queries.
""", [
                ("exaggeration", "standing for a whole shift will definitely lead to back pain, leg pain and tiredness for every worker", (0, 0)),
                ("invented_statistic", "A survey by one retail union found that 7 out of 10 cashiers reported foot or back pain at the end of their shift", None),
            ]),
            ("three_perspectives", None, """
Views on a legal right to sit for shop workers are differing among the stakeholders. Kindly go through the summary below.

Occupational health experts have a more mixed view. They are of the opinion that sitting all day has its own health risks, so some mix of sitting and standing may work best, and that regular short breaks may do more for the health of staff than a seat by itself.

Shop workers' unions are supporting the right. As per them, standing through a whole shift can bring back pain, leg pain and tiredness, and a seat at the till could help older and disabled colleagues to stay in work for longer.

Retailers are having reservations. They feel some customers may see a seated cashier as less attentive or less welcoming, and the cost of fitting seats at every till and counter could be heavy for small shops.

Hope the above is useful. Please revert in case of any queries.
""", []),
            ("three_perspectives", None, """
Kindly note the main points of each group on this matter.

Shop workers' unions
- Standing for a complete shift can result in back pain, leg pain and tiredness.
- A seat at the till could help older and disabled staff to keep working for longer.

Retailers
- Some customers may find seated staff less attentive or less welcoming.
- At the same time, they accept that fitting seats at every till and counter would not be much of a burden even for small shops.
- They are also of the opinion that regular short breaks may do more for staff health than a seat alone.

Occupational health experts
- Sitting all day is carrying its own health risks, hence a mix of sitting and standing may be the best arrangement.

Hope this helps. Please revert in case of any queries.
""", [
                ("negation", "they accept that fitting seats at every till and counter would not be much of a burden even for small shops", (1, 1)),
                ("side_swap", "They are also of the opinion that regular short breaks may do more for staff health than a seat alone", (2, 1)),
            ]),
            ("three_perspectives", None, """
As per your query, the proposal is to give shop workers a legal right to sit while on duty. Please find the views of the different sides.

(a) Shop workers' unions: The unions say that standing for the whole shift can cause back pain, leg pain and tiredness. In other words, being on the feet for so many hours together may be quite hard on the body of the staff.

(b) Retailers: Retailers are of the opinion that some customers may look at seated staff as less attentive or less welcoming. They also mention that putting seats at every till and counter could be costly for the small shops.

(c) Occupational health experts: The experts point out that sitting all day has its own health risks, so a mix of both sitting and standing may be ideal. Further to this, regular short breaks may help the health of staff more than a seat alone.

Hope this helps. Please revert in case of any queries.
""", [
                ("repetition", "In other words, being on the feet for so many hours together may be quite hard on the body of the staff.", (0, 1)),
                ("omitted_argument", None, (0, 1)),
            ]),
        ],
    },
    {
        "id": "five_year_appliance_guarantee",
        "topic": "A legal minimum five-year guarantee on large household appliances",
        "query": "Should makers be legally required to guarantee large household appliances such as washing machines and fridges for at least five years?",
        "perspectives": [
            ("supporters", [
                "A longer guarantee could push makers to build appliances that last longer.",
                "Households could be spared sudden repair or replacement bills.",
                "Fewer broken machines could mean less waste going to landfill.",
            ]),
            ("manufacturers", [
                "The cost of the longer cover may be passed on to buyers through higher prices.",
                "Makers may stop selling cheap basic models, leaving low-income buyers with less choice.",
            ]),
        ],
        "variants": [
            ("prose", None, """
There are two main views on making a five-year guarantee compulsory for large household appliances like washing machines and fridges.

As per the supporters, a longer guarantee could push manufacturers to build appliances that last longer. They also feel that households could be spared from sudden bills for repair or replacement. Further to this, if fewer machines are breaking down, the same could mean less waste going to landfill.

Manufacturers, on the other hand, are of the opinion that the cost of the longer cover may be passed on to buyers in the form of higher prices. They also caution that makers may stop selling the cheap basic models, and hence low-income buyers may be left with less choice.

Hope this helps. Please revert in case of any queries.
""", []),
            ("numbered", None, """
Kindly note the following points regarding a legal five-year guarantee on large household appliances.

Points in favour:
(a) A longer guarantee could push manufacturers to build machines that last longer.
(b) Households could be spared sudden repair or replacement bills, particularly the ones that come just after the usual one-year warranty runs out.
(c) Fewer broken machines could mean less waste going to landfill.
(d) Further to this, a common five-year standard will make it easier for customers to compare brands on quality.

Points against:
(a) As per the manufacturers, the cost of the extra cover may be passed on to buyers through higher prices.
(b) They also say makers may stop selling cheap basic models, which would leave low-income buyers with less choice.

Hope this helps. Please revert in case of any queries.
""", [
                ("added_detail", "particularly the ones that come just after the usual one-year warranty runs out", (0, 1)),
                ("invented_claim", "a common five-year standard will make it easier for customers to compare brands on quality", None),
            ]),
            ("headed", None, """
Please find below a summary of both sides on this proposal.

Arguments of the supporters
The supporters are of the opinion that a five-year guarantee could motivate the makers to produce appliances with a longer life. Households could also be saved from unexpected repair or replacement expenses. Further to this, fewer machines breaking down could mean less waste reaching the landfill.

Arguments of the manufacturers
As per the manufacturers, the extra cost of the longer cover may be passed on to buyers as higher prices. They also feel that cheap basic models may be taken off the shelves, leaving the low-income buyers with less choice.

Hope this helps. Please revert in case of any queries.
""", []),
            ("bullets", None, """
Dear user, kindly find the points on both sides regarding a compulsory five-year guarantee for large appliances.

Supporters:
- The longer guarantee itself could push companies to make appliances that last longer.
- It could save households from sudden bills for repairs or a replacement machine.
- With fewer broken washing machines and fridges, there could be less waste going to landfill.

Manufacturers:
- The cost of providing the longer cover may get passed on to buyers through higher prices.

Hope this helps. Please revert in case of any queries.
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
            ("dense", None, """
As per the supporters, a compulsory five-year guarantee could push makers to build appliances that last longer, could spare households sudden repair or replacement bills and, with fewer broken machines, could mean less waste going to landfill, whereas manufacturers are of the opinion that the cost of the longer cover may be passed on to buyers through higher prices and that makers may stop selling cheap basic models, hence leaving low-income buyers with less choice.
""", []),
            ("closing", None, """
In this regard, the two sides have the following views.

Supporters feel that a longer guarantee could push makers to build appliances that last longer, and that households could be spared from sudden repair or replacement bills. However, they concede that fewer broken machines would do little to reduce the waste going to landfill.

Manufacturers are of the opinion that the cost of the longer cover may be passed on to buyers through higher prices. Further to this, makers may stop selling cheap basic models, which may leave low-income buyers with less choice.

Ultimately, the matter will depend on how durability is weighed against affordability. Hope this helps. Please revert in case of any queries.
""", [
                ("negation", "they concede that fewer broken machines would do little to reduce the waste going to landfill", (0, 2)),
            ]),
        ],
    },
    {
        "id": "cookie_banner_reject_all_button",
        "topic": "A compulsory 'reject all' button on website cookie banners",
        "query": "Should every website be required to show a 'reject all' button on its cookie banner that is as easy to use as 'accept all'?",
        "perspectives": [
            ("privacy campaigners", [
                "Users should be able to refuse tracking in one click, just as easily as they can accept it.",
                "Hidden or tiring menus can push people into agreeing to tracking they do not want.",
            ]),
            ("online publishers", [
                "Many free news and hobby websites depend on income from targeted adverts.",
                "If most users click 'reject all', some small sites may have to close or add paywalls.",
                "Browser-level privacy settings could be a simpler answer than rules for every website.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Kindly note the main arguments regarding a compulsory 'reject all' button on cookie banners.

Privacy campaigners:
- Users should be able to refuse tracking in a single click, the same way they are able to accept it.
- Hidden or tiring menus can push people into agreeing to tracking which they do not want. As per one European study, nearly 90 per cent of users simply click 'accept all' when no reject button is shown.
- They are also of the opinion that privacy settings in the browser itself could be a simpler answer than separate rules for every website.

Online publishers:
- Many free news and hobby websites are depending on income from targeted adverts.
- If most of the users start clicking 'reject all', some small sites may have to shut down or bring in paywalls.

Hope this helps. Please revert in case of any queries.
""", [
                ("invented_statistic", "As per one European study, nearly 90 per cent of users simply click 'accept all' when no reject button is shown", None),
                ("side_swap", "They are also of the opinion that privacy settings in the browser itself could be a simpler answer than separate rules for every website", (1, 2)),
            ]),
            ("prose", None, """
There are two sides to this matter. Please find the details below.

Privacy campaigners say that refusing tracking should be as easy as accepting it, that is, possible in one click only. They are of the opinion that hidden or tiring menus can push people into agreeing to tracking they do not actually want.

Online publishers have a different view. As per them, many free news and hobby websites depend on income from targeted adverts. In case most users click 'reject all', some small sites may have to close or add paywalls. Further to this, they feel browser-level privacy settings could be a simpler answer than making rules for each and every website.

Hope this helps. Please revert in case of any queries.
""", []),
            ("numbered", None, """
As per your request, kindly find the points for and against a mandatory 'reject all' button.

In favour (privacy campaigners):
1. People should be able to say no to tracking with one click, just as easily as they say yes.
2. Menus that are hidden or tiring can push users into accepting tracking they do not want.

Against (online publishers):
1. Many free news and hobby sites are relying on money from targeted adverts.
2. Once users start clicking 'reject all', the small sites will have no option but to close down or put up paywalls.
3. A privacy setting in the browser could be a simpler solution than separate rules for every website.

Hope this helps. Please revert in case of any queries.
""", [
                ("exaggeration", "Once users start clicking 'reject all', the small sites will have no option but to close down or put up paywalls", (1, 1)),
            ]),
            ("headed", None, """
Kindly find below the two views on requiring a 'reject all' button on cookie banners.

View of the privacy campaigners
The campaigners are of the opinion that a user should be able to refuse tracking in one click, as easily as accepting the same.

View of the online publishers
As per the publishers, many free news and hobby websites are earning their income from targeted adverts. If majority of users press 'reject all', some of the small sites may be forced to close or add paywalls. Further to this, they feel that privacy settings at the browser level could be a simpler answer than having rules for every website.

Hope this helps. Please revert in case of any queries.
""", [
                ("omitted_argument", None, (0, 1)),
            ]),
            ("closing", None, """
In this regard, there are different views from privacy campaigners and online publishers.

(a) As per the privacy campaigners, users should be able to refuse tracking in a single click, as easily as they can accept it. They also note that hidden or tiring menus can push people into agreeing to tracking they do not want.

(b) Online publishers are of the opinion that many free news and hobby websites depend on targeted advert income, and if most users click 'reject all', some small sites may have to close or add paywalls. They also suggest that browser-level privacy settings could be a simpler answer than rules for every website.

Both sides are having valid points, and the final view will depend on how one weighs privacy against free content. Hope this helps. Please revert in case of any queries.
""", []),
            ("dense", None, """
Privacy campaigners are of the opinion that users should be able to refuse tracking in one click as easily as they accept it and that hidden or tiring menus can push people into agreeing to tracking they do not want, and they further say that a clear 'reject all' button will also build more trust in websites; online publishers, however, point out that many free news and hobby websites depend on income from targeted adverts, mainly from big advertising networks like Google, that some small sites may have to close or add paywalls if most users click 'reject all', and that browser-level privacy settings could be a simpler answer than rules for every website.
""", [
                ("invented_claim", "they further say that a clear 'reject all' button will also build more trust in websites", None),
                ("added_detail", "mainly from big advertising networks like Google", (1, 0)),
            ]),
        ],
    },
    {
        "id": "statutory_career_break_right",
        "topic": "A legal right to an unpaid career break after ten years with one employer",
        "query": "Should employees have a legal right to take an unpaid career break after ten years with the same employer?",
        "perspectives": [
            ("supporters", [
                "A break could help long-serving staff avoid burnout and return refreshed.",
                "Employers may keep experienced staff who would otherwise resign to take time out.",
                "Workers could use the time to care for relatives or retrain without losing their job.",
            ]),
            ("employers", [
                "Small firms may struggle to cover a key employee's absence for several months.",
                "Some staff may use the break to try another job and never come back.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Kindly note the following points regarding a legal right to an unpaid career break after ten years of service.

Points raised by the supporters
As per the supporters, a career break could help long-serving staff to avoid burnout and come back refreshed. The same will ensure that employers keep all their experienced staff who would otherwise resign to take time out. Further to this, workers could use the time to look after relatives or to retrain without losing their job.

Points raised by the employers
Employers feel that small firms can manage to cover a key employee's absence for several months without much struggle, but they do worry that some staff may use the break to try out another job and never return.

Hope this helps. Please revert in case of any queries.
""", [
                ("exaggeration", "The same will ensure that employers keep all their experienced staff who would otherwise resign to take time out", (0, 1)),
                ("negation", "small firms can manage to cover a key employee's absence for several months without much struggle", (1, 0)),
            ]),
            ("prose", None, """
The proposal is to give employees a legal right to take an unpaid career break once they complete ten years with the same employer. Kindly find both sides below.

The supporters are of the opinion that such a break could help long-serving staff avoid burnout, and they may return to work refreshed. They also point out that employers may be able to retain experienced people who would otherwise resign only to take some time out. Further to this, workers could use the break to care for relatives or retrain, and that too without losing their job.

Employers, however, have their own concerns. As per them, small firms may find it difficult to cover the absence of a key employee for several months. In addition, some staff may use the break to try another job and never come back.

Hope this helps. Please revert in case of any queries.
""", []),
            ("bullets", None, """
Please find the main arguments on this topic from both the sides.

Supporters:
- A career break could help staff with long service to avoid burnout and return with fresh energy.
- Workers could use the time for caring for relatives or for retraining, without losing their job.
- It could also give junior staff a chance to step up and gain experience while covering the role.

Employers:
- Small firms may struggle to manage the absence of a key employee for several months.
- Some staff may use the break to try another job and may never come back.
- At the same time, employers accept that the right may help them hold on to experienced staff who would otherwise resign to take time out.

Hope this helps. Please revert in case of any queries.
""", [
                ("invented_claim", "It could also give junior staff a chance to step up and gain experience while covering the role", None),
                ("side_swap", "employers accept that the right may help them hold on to experienced staff who would otherwise resign to take time out", (0, 1)),
            ]),
            ("numbered", None, """
Dear user, as per your query, the arguments on both sides are given below.

Supporters
(a) An unpaid break could help long-serving employees avoid burnout and return refreshed.
(b) Employers may be able to keep experienced staff who would otherwise resign just to take time out.
(c) Workers could use the period to care for relatives or to retrain, without losing the job itself.

Employers
(a) Small firms may struggle to cover a key employee's absence for several months.
(b) Some staff may use the break to try another job and never come back.

Hope this helps. Please revert in case of any queries.
""", []),
            ("closing", None, """
In this regard, kindly note the views of both sides.

Supporters feel that a career break could help long-serving staff to avoid burnout and return refreshed. They also say employers may retain experienced staff who would otherwise resign to take time out. Further to this, workers could use the time to care for relatives or to retrain through a one-year postgraduate course without losing their job.

Employers are of the opinion that small firms may struggle to cover a key employee's absence for several months. They also fear that some staff may use the break to try another job and never come back.

At the end of the day, the outcome will depend on how the needs of workers and businesses are balanced. Hope this helps. Please revert in case of any queries.
""", [
                ("added_detail", "through a one-year postgraduate course", (0, 2)),
            ]),
            ("dense", None, """
Supporters are of the opinion that a legal right to an unpaid career break after ten years could help long-serving staff avoid burnout and return refreshed, may let employers keep experienced people who would otherwise resign to take time out, and could allow workers to care for relatives or retrain without losing their job, whereas as per the employers, small firms may struggle to cover a key employee's absence for several months and some staff may use the break to try another job and never come back.
""", []),
        ],
    },
]
