//! A plain terminal front end: prints a seat's view and turns typed numbers into answers.
//! Every string comes from Fluent. The desktop client replaces this; it stays for quick play and
//! for driving games by hand.

use crate::i18n::Localizer;

/// Prints a line; when the reader has gone away (a closed pipe) the program ends quietly instead of
/// panicking.
pub fn say(line: &str) {
    use std::io::Write;
    let captured = CAPTURE.with(|c| {
        c.borrow_mut().as_mut().map(|buf| {
            buf.push_str(line);
            buf.push('\n');
        })
    });
    if captured.is_some() {
        return;
    }
    let mut out = std::io::stdout().lock();
    if writeln!(out, "{line}").and_then(|_| out.flush()).is_err() {
        std::process::exit(0);
    }
}

thread_local! {
    /// While `capture` runs: everything `say` prints, instead of stdout (for tests).
    static CAPTURE: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Runs `f` with everything it prints through `say`/`out!` collected into a string instead of stdout.
pub fn capture<T>(f: impl FnOnce() -> T) -> (T, String) {
    CAPTURE.with(|c| *c.borrow_mut() = Some(String::new()));
    let r = f();
    let text = CAPTURE.with(|c| c.borrow_mut().take()).unwrap_or_default();
    (r, text)
}

/// Clears the terminal and its scrollback (xterm and most terminals): what the last person saw is gone.
pub const CLEAR_SCREEN: &str = "\x1b[H\x1b[2J\x1b[3J";

/// `println!` that never panics on a closed pipe.
#[macro_export]
macro_rules! out {
    () => { $crate::tui::say("") };
    ($($t:tt)*) => { $crate::tui::say(&format!($($t)*)) };
}
use crate::rules::{Answer, CardSource, Illegal, Pick, ReasonBy, Request, RequestKind, Rule, Using, View};

pub fn reason(loc: &Localizer, req: &Request) -> String {
    let about = req.reason.about.map(|s| loc.seat(s));
    match req.reason.by {
        ReasonBy::Rule(Rule::ChooseGeneral) => loc.t("reason-choose-general"),
        ReasonBy::Rule(Rule::PlayPhase) => loc.t("reason-play-phase"),
        ReasonBy::Rule(Rule::DiscardPhase) => loc.t("reason-discard-phase"),
        ReasonBy::Rule(Rule::TriggerOrder) => loc.t("reason-trigger-order"),
        ReasonBy::Rule(Rule::Dying) => loc.tr("reason-dying", &[("seat", about.unwrap_or_default().into())]),
        ReasonBy::Card(k) => match about {
            Some(s) => loc.tr("reason-card-about", &[("card", loc.kind(k).into()), ("seat", s.into())]),
            None => loc.tr("reason-card", &[("card", loc.kind(k).into())]),
        },
        ReasonBy::Skill(s) => loc.tr("reason-card", &[("card", loc.skill(s).into())]),
    }
}

pub fn show_view(loc: &Localizer, v: &View) {
    crate::out!();
    crate::out!(
        "{}",
        loc.tr("ui-deck-line", &[("deck", (v.deck_count as i64).into()), ("discard", (v.discard.len() as i64).into())])
    );
    for p in &v.players {
        let role = p.role().map(|r| format!("[{}]", loc.role(r))).unwrap_or_default();
        let equip: Vec<_> = p.equip.iter().flatten().copied().collect();
        let judge: Vec<_> = p.judge.iter().map(|(c, _)| *c).collect();
        let mut line = loc.tr(
            "ui-seat-line",
            &[
                ("seat", loc.seat(p.seat).into()),
                ("role", role.into()),
                ("hp", (p.hp as i64).into()),
                ("max", (p.max_hp as i64).into()),
                ("hand", (p.hand_count as i64).into()),
                ("equip", loc.cards(&equip).into()),
                ("judge", loc.cards(&judge).into()),
            ],
        );
        if !p.alive {
            line.push_str(&loc.t("ui-dead"));
        }
        crate::out!("{line}");
    }
    let me = &v.players[v.viewer as usize];
    if let Some(role) = me.role() {
        crate::out!(
            "{}",
            loc.tr("ui-you-are", &[("seat", loc.seat(v.viewer).into()), ("role", loc.role(role).into())])
        );
    }
    if let Some(h) = &me.hand {
        crate::out!("{}", loc.tr("ui-your-hand", &[("cards", loc.cards(h).into())]));
    }
}

pub fn source_label(loc: &Localizer, s: &CardSource, kind: Option<crate::rules::CardKind>) -> String {
    match (s, kind) {
        (CardSource::Card(c), _) => loc.tr("option-use", &[("card", loc.card(*c).into())]),
        (CardSource::Convert { skill, min, .. }, Some(k)) => loc.tr(
            "option-convert",
            &[("skill", loc.skill(*skill).into()), ("count", (*min as i64).into()), ("card", loc.kind(k).into())],
        ),
        (CardSource::Convert { skill, .. }, None) => loc.skill(*skill),
    }
}

pub fn pick_label(loc: &Localizer, p: &Pick) -> String {
    match p {
        Pick::Card(c) => loc.card(*c),
        Pick::Hidden { seat, index } => {
            loc.tr("option-hidden-card", &[("seat", loc.seat(*seat).into()), ("index", (*index as i64 + 1).into())])
        }
    }
}

fn numbers(line: &str) -> Option<Vec<usize>> {
    line.split_whitespace().map(|w| w.parse::<usize>().ok()).collect()
}

/// Asks the human at the terminal; `None` when input ends.
pub fn ask(loc: &Localizer, _v: &View, req: &Request, read: &mut dyn FnMut() -> Option<String>) -> Option<Answer> {
    let why = reason(loc, req);
    let choose_one = |labels: &[String], read: &mut dyn FnMut() -> Option<String>| -> Option<usize> {
        for (i, l) in labels.iter().enumerate() {
            crate::out!("  {i}. {l}");
        }
        loop {
            crate::out!("{}", loc.t("ui-enter-number"));
            let line = read()?;
            match line.trim().parse::<usize>() {
                Ok(i) if i < labels.len() => return Some(i),
                _ => crate::out!("{}", loc.t("ui-invalid-input")),
            }
        }
    };
    let choose_cards = |from: &[Card2], n: (u8, u8), read: &mut dyn FnMut() -> Option<String>| -> Option<Vec<usize>> {
        for (i, l) in from.iter().enumerate() {
            crate::out!("  {i}. {}", l.0);
        }
        loop {
            crate::out!("{}", loc.t("ui-enter-cards"));
            let line = read()?;
            match numbers(&line) {
                Some(v) if v.len() >= n.0 as usize && v.len() <= n.1 as usize && v.iter().all(|&i| i < from.len()) => {
                    return Some(v);
                }
                _ => crate::out!("{}", loc.t("ui-invalid-input")),
            }
        }
    };
    struct Card2(String);
    match &req.kind {
        RequestKind::Play { options, .. } => {
            crate::out!("{}", loc.t("prompt-play"));
            let mut labels = vec![loc.t("option-end-phase")];
            labels.extend(options.iter().map(|o| source_label(loc, &o.source, o.kind)));
            let i = choose_one(&labels, read)?;
            if i == 0 {
                return Some(Answer::EndPhase);
            }
            let o = &options[i - 1];
            let using = match &o.source {
                CardSource::Card(c) => Using::Card(*c),
                CardSource::Convert { skill, from, min, max } => {
                    let labels: Vec<Card2> = from.iter().map(|&c| Card2(loc.card(c))).collect();
                    let idx = choose_cards(&labels, (*min, *max), read)?;
                    Using::Convert { skill: *skill, cards: idx.iter().map(|&k| from[k]).collect() }
                }
            };
            let t = &o.targets;
            let targets = if !t.pairs.is_empty() {
                let firsts: Vec<String> = t.pairs.iter().map(|(a, _)| loc.seat(*a)).collect();
                let a = choose_one(&firsts, read)?;
                let (first, seconds) = &t.pairs[a];
                let labels: Vec<String> = seconds.iter().map(|&b| loc.seat(b)).collect();
                let b = choose_one(&labels, read)?;
                vec![*first, seconds[b]]
            } else if t.max == 0 {
                Vec::new()
            } else {
                let labels: Vec<Card2> = t.seats.iter().map(|&s| Card2(loc.seat(s))).collect();
                crate::out!("{}", loc.t("ui-enter-targets"));
                choose_cards(&labels, (t.min, t.max), read)?.iter().map(|&k| t.seats[k]).collect()
            };
            Some(Answer::Use { source: using, targets })
        }
        RequestKind::Respond { pattern, using, options } => {
            crate::out!(
                "{}",
                loc.tr(
                    "prompt-respond",
                    &[
                        ("reason", why.into()),
                        ("card", loc.pattern(*pattern).into()),
                        ("using", (if *using { "yes" } else { "no" }).into())
                    ]
                )
            );
            let mut labels = vec![loc.t("option-pass")];
            labels.extend(options.iter().map(|o| source_label(loc, o, pattern.name())));
            let i = choose_one(&labels, read)?;
            if i == 0 {
                return Some(Answer::Pass);
            }
            Some(Answer::Respond(match &options[i - 1] {
                CardSource::Card(c) => Using::Card(*c),
                CardSource::Convert { skill, from, min, max } => {
                    let labels: Vec<Card2> = from.iter().map(|&c| Card2(loc.card(c))).collect();
                    let idx = choose_cards(&labels, (*min, *max), read)?;
                    Using::Convert { skill: *skill, cards: idx.iter().map(|&k| from[k]).collect() }
                }
            }))
        }
        RequestKind::ChooseCards { from, min, max } => {
            crate::out!(
                "{}",
                loc.tr(
                    "prompt-choose-cards",
                    &[("reason", why.into()), ("min", (*min as i64).into()), ("max", (*max as i64).into())]
                )
            );
            let labels: Vec<Card2> = from.iter().map(|p| Card2(pick_label(loc, p))).collect();
            let idx = choose_cards(&labels, (*min, *max), read)?;
            Some(Answer::Cards(idx.iter().map(|&k| from[k]).collect()))
        }
        RequestKind::ChooseSeats { from, min, max } => {
            crate::out!(
                "{}",
                loc.tr(
                    "prompt-choose-seats",
                    &[("reason", why.into()), ("min", (*min as i64).into()), ("max", (*max as i64).into())]
                )
            );
            let labels: Vec<Card2> = from.iter().map(|&s| Card2(loc.seat(s))).collect();
            let idx = choose_cards(&labels, (*min, *max), read)?;
            Some(Answer::Seats(idx.iter().map(|&k| from[k]).collect()))
        }
        RequestKind::ChooseOption { options } => {
            crate::out!("{}", loc.tr("prompt-choose-option", &[("reason", why.into())]));
            let labels: Vec<String> = options.iter().map(|c| loc.choice(c)).collect();
            choose_one(&labels, read).map(|i| Answer::Choice(i as u8))
        }
        RequestKind::Confirm { skill } => {
            crate::out!("{}", loc.tr("prompt-confirm", &[("skill", loc.skill(*skill).into())]));
            let i = choose_one(&[loc.t("ui-no"), loc.t("ui-yes")], read)?;
            Some(Answer::Confirm(i == 1))
        }
        RequestKind::Arrange { cards, .. } => {
            crate::out!("{}", loc.tr("prompt-arrange", &[("reason", why.into())]));
            let labels: Vec<Card2> = cards.iter().map(|&c| Card2(loc.card(c))).collect();
            let n = cards.len() as u8;
            let idx = choose_cards(&labels, (n, n), read)?;
            Some(Answer::Arrange { top: idx.iter().map(|&k| cards[k]).collect(), bottom: Vec::new() })
        }
        RequestKind::Distribute { cards, seats, .. } => {
            crate::out!("{}", loc.tr("prompt-distribute", &[("reason", why.into())]));
            let labels: Vec<String> = seats.iter().map(|&s| loc.seat(s)).collect();
            let i = choose_one(&labels, read)?;
            Some(Answer::Distribute(vec![(seats[i], cards.clone())]))
        }
    }
}

/// The localized reason an answer was refused.
pub fn illegal(loc: &Localizer, e: &Illegal) -> String {
    match e {
        Illegal::NotYourTurn { expected } => loc.tr(e.message_id(), &[("seat", loc.seat(*expected).into())]),
        Illegal::WrongCount { min, max, got } => loc.tr(
            e.message_id(),
            &[("min", (*min as i64).into()), ("max", (*max as i64).into()), ("got", (*got as i64).into())],
        ),
        Illegal::BadTarget(s) => loc.tr(e.message_id(), &[("seat", loc.seat(*s).into())]),
        _ => loc.t(e.message_id()),
    }
}

/// How a terminal game ended.
#[derive(Debug, PartialEq, Eq)]
pub enum PlayEnd {
    /// The game is over.
    Over,
    /// The input ended (the person left).
    Left,
    /// A computer player's answer was refused (a bug).
    BotError,
}

/// Plays an identity game in the terminal: `humans` answer through `read`, the other seats through
/// `bots` (each sees only its own seat). With two or more people at one screen (hot-seat): every person
/// is asked in every response window; whenever a different person must act (and at the first person's
/// first decision) the terminal is cleared and waits for that person to press Enter; the log shows
/// only what every person may see. The seed is shown only when the game ends (it would let anyone
/// recompute every hand and role), together with every seat's role.
pub fn play(
    loc: &Localizer,
    mut g: crate::rules::Game,
    seed: u64,
    humans: &[crate::rules::Seat],
    bots: &mut [Option<Box<dyn crate::ai::Bot>>],
    read: &mut dyn FnMut() -> Option<String>,
) -> PlayEnd {
    let hot_seat = humans.len() >= 2;
    if hot_seat {
        let mut set = crate::rules::types::SeatSet::default();
        for &h in humans {
            set.insert(h);
        }
        g.set_always_ask(set);
    }
    let mut at_screen: Option<crate::rules::Seat> = if hot_seat { None } else { humans.first().copied() };
    // Once every person is out: `None` until they were asked, then whether they watch turn by turn (false)
    // or skip to the end (true).
    let mut skipping: Option<bool> = None;
    let end = loop {
        let events = g.drain_events();
        for e in &events {
            for (s, bot) in bots.iter_mut().enumerate() {
                if let Some(bot) = bot.as_mut().filter(|_| e.vis.visible_to(s as u8)) {
                    bot.observe(&e.event);
                }
            }
            if skipping == Some(false)
                && !g.is_over()
                && let crate::rules::Event::TurnStarted { .. } = e.event
            {
                crate::out!("{}", loc.t("ui-term-next-turn"));
                if read().is_none_or(|l| l.trim().eq_ignore_ascii_case("s")) {
                    skipping = Some(true);
                }
            }
            if skipping == Some(true) && !g.is_over() {
                // Skipping: the screen waits for the end.
                continue;
            }
            // In hot-seat the log shows only what every person may see.
            let shown = if hot_seat {
                humans.iter().all(|&h| e.vis.visible_to(h))
            } else {
                e.vis.visible_to(at_screen.unwrap_or(0))
            };
            if shown {
                crate::out!("  {}", loc.event(&e.event));
            }
        }
        let everyone_out =
            !humans.is_empty() && humans.iter().all(|&h| g.players().get(h as usize).is_none_or(|p| !p.alive));
        if everyone_out && !g.is_over() && skipping.is_none() {
            // The game goes on between computer players: watch it a turn at a time, or skip to the end.
            crate::out!("{}", loc.t("ui-term-out"));
            skipping = Some(read().is_none_or(|l| l.trim().eq_ignore_ascii_case("s")));
        }
        let Some(req) = g.pending().cloned() else { break PlayEnd::Over };
        if let Some(bot) = bots.get_mut(req.seat as usize).and_then(|b| b.as_mut()) {
            let a = bot.decide(&g.view(req.seat));
            if g.submit(req.seat, a).is_err() {
                break PlayEnd::BotError;
            }
            continue;
        }
        if hot_seat && at_screen != Some(req.seat) {
            // Hand-over: clear what the last person saw, and wait for the next one.
            crate::out!("{CLEAR_SCREEN}");
            crate::out!("{}", loc.tr("ui-handover", &[("seat", loc.seat(req.seat).into())]));
            if read().is_none() {
                break PlayEnd::Left;
            }
            crate::out!("{CLEAR_SCREEN}");
            at_screen = Some(req.seat);
        }
        let view = g.view(req.seat);
        show_view(loc, &view);
        let Some(answer) = ask(loc, &view, &req, read) else { break PlayEnd::Left };
        if let Err(e) = g.submit(req.seat, answer) {
            crate::out!("{}", loc.tr("ui-refused", &[("why", illegal(loc, &e).into())]));
        } else if hot_seat && g.pending().map(|r| r.seat) != Some(req.seat) {
            // Somebody else (the computer, or another person after a hand-over) goes on: this person's
            // hand and role leave the screen now, not only at the next hand-over.
            crate::out!("{CLEAR_SCREEN}");
            at_screen = None;
        }
    };
    if end == PlayEnd::Over {
        for p in g.players() {
            crate::out!("{}", loc.event(&crate::rules::Event::IdentityShown { seat: p.seat, identity: p.identity }));
        }
    }
    crate::out!("{}", loc.tr("ui-game-seed", &[("seed", seed.to_string().into())]));
    end
}
