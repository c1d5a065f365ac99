//! Play-test helper for the hot-seat curtain: plays 4-player games with people at seats 1 and 3 (answered
//! here by the heuristic AI) and writes save files that stop just before hand-overs worth looking at in the
//! real window — the person about to aim a 杀 at the other person, about to play a 无懈可击 the other person can
//! answer, a dying plea between them — and a game both people are out of while it goes on. Load one by
//! copying it to the desktop client's autosave (`$XDG_DATA_HOME/sanguosha/autosave.ron`) and choosing
//! "Continue".
//!
//! `cargo run --example hot_seat_moments -- OUT_DIR`

use sanguosha::ai::{BotKind, Difficulty};
use sanguosha::i18n::Localizer;
use sanguosha::rules::{Answer, CardKind, Event, Pattern, ReasonBy, RequestKind, Rule, Seat};
use sanguosha::session::{Controller, GameOptions, Session};

const PEOPLE: [Seat; 2] = [0, 2];

fn main() {
    let out = std::env::args().nth(1).unwrap_or_else(|| ".".into());
    let loc = Localizer::new("en").expect("en");
    let names = ["slash", "nullification", "dying", "spectate"];
    let mut found = [false; 4];
    for seed in 0..2_000u64 {
        if found.iter().all(|f| *f) {
            break;
        }
        let mut opts = GameOptions::default();
        opts.set_players(4);
        opts.seats = vec![Controller::Ai(Difficulty::Normal); 4];
        for p in PEOPLE {
            opts.seats[p as usize] = Controller::Human;
        }
        let mut s = Session::new(&opts, seed).expect("setup");
        let mut people = PEOPLE.map(|p| BotKind::Heuristic(Difficulty::Normal).make(p, seed ^ u64::from(p)));
        let mut seen = 0;
        while let Some(req) = s.game.pending().cloned() {
            if s.spectating() {
                // Both people are out and the game goes on: the save resumes there.
                if !found[3] {
                    found[3] = true;
                    let path = format!("{out}/{}.ron", names[3]);
                    std::fs::write(&path, s.save_text().expect("save")).expect("write");
                    println!("{path}: seed {seed}, both people out, turn {}", s.game.turn_count());
                }
                break;
            }
            for e in &s.log[seen..] {
                for (i, p) in PEOPLE.iter().enumerate() {
                    if e.vis.visible_to(*p) {
                        people[i].observe(&e.event);
                    }
                }
            }
            seen = s.log.len();
            let Some(i) = PEOPLE.iter().position(|p| *p == req.seat) else {
                s.step_ai();
                continue;
            };
            let other = PEOPLE[1 - i];
            let answers = &s.record.as_ref().expect("record").answers;
            // The save stops before the other person's last answer that was not a pass: they sit down, act,
            // and the curtain must fall for this person.
            let before_other = answers.iter().rposition(|(seat, a)| *seat == other && *a != Answer::Pass);
            let last_used = s.log.iter().rev().find_map(|e| match &e.event {
                Event::CardUsed { user, kind, .. } => Some((*user, *kind)),
                _ => None,
            });
            let moment = match (&req.kind, &req.reason.by) {
                (RequestKind::Respond { pattern: Pattern::Named(CardKind::Jink), .. }, ReasonBy::Card(k))
                    if k.is(CardKind::Slash) && req.reason.about == Some(other) =>
                {
                    Some(0)
                }
                (RequestKind::Respond { pattern: Pattern::Named(CardKind::Nullification), options, .. }, _)
                    if last_used == Some((other, CardKind::Nullification)) && !options.is_empty() =>
                {
                    Some(1)
                }
                (RequestKind::Respond { .. }, ReasonBy::Rule(Rule::Dying)) if req.reason.about == Some(other) => {
                    Some(2)
                }
                _ => None,
            };
            if let (Some(m), Some(cut)) = (moment, before_other)
                && !found[m]
            {
                found[m] = true;
                let mut r = s.record.clone().expect("record");
                r.answers.truncate(cut);
                let path = format!("{out}/{}.ron", names[m]);
                let text = ron::ser::to_string_pretty(&r, ron::ser::PrettyConfig::default()).expect("ron");
                std::fs::write(&path, text).expect("write");
                let (seat, a) = &s.record.as_ref().expect("record").answers[cut];
                println!(
                    "{path}: seed {seed}, {} answers; then {} answers {a:?}, and {} is asked: {}",
                    cut,
                    loc.seat(*seat),
                    loc.seat(req.seat),
                    loc.event(s.log.last().map(|e| &e.event).expect("an event"))
                );
            }
            let answer = people[i].decide(&s.game.view(req.seat));
            if !s.answer(req.seat, answer) {
                break;
            }
        }
    }
}
