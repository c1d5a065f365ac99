//! Headless client tests (no window): the engine → entity sync and the phase sub-state.
#![cfg(feature = "client")]

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use sanguosha::ai::Difficulty;
use sanguosha::client::sync::{CardEntity, InZone};
use sanguosha::client::{CorePlugin, Screen, Settings, Table, TurnPhase};
use sanguosha::session::{Controller, GameOptions, Session};

fn app_with_game(seed: u64, players: u8) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, CorePlugin));
    app.world_mut().resource_mut::<Settings>().ai_delay = 0.0;
    let mut opts = GameOptions::default();
    opts.set_players(players);
    opts.seats = vec![Controller::Ai(Difficulty::Normal); players as usize];
    let session = Session::new(&opts, seed).expect("setup");
    {
        let mut t = app.world_mut().resource_mut::<Table>();
        t.session = Some(session);
        t.generation = 1;
    }
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Table);
    app
}

#[test]
fn every_card_entity_is_where_the_engine_says_after_every_step() {
    for seed in [1u64, 2, 3] {
        let mut app = app_with_game(seed, 5);
        let mut checked = 0;
        for frame in 0..20_000 {
            app.update();
            if frame < 2 {
                continue;
            }
            let world = app.world_mut();
            let mut q = world.query::<(&CardEntity, &InZone)>();
            let pairs: Vec<(CardEntity, InZone)> = q.iter(world).map(|(c, z)| (*c, *z)).collect();
            let table = world.resource::<Table>();
            let game = &table.session.as_ref().expect("session").game;
            assert_eq!(pairs.len(), game.total_cards(), "one entity per card");
            for (c, z) in pairs {
                assert_eq!(Some(z.0), game.zone_of(c.0), "seed {seed}, frame {frame}: card {}", c.0.data_id());
            }
            checked += 1;
            if game.is_over() {
                break;
            }
        }
        let table = app.world().resource::<Table>();
        assert!(table.session.as_ref().unwrap().game.is_over(), "seed {seed}: the AI game ends");
        assert!(checked > 50);
    }
}

#[test]
fn the_turn_phase_state_mirrors_the_engine() {
    let mut app = app_with_game(4, 4);
    let mut seen = std::collections::HashSet::new();
    for _ in 0..2_000 {
        app.update();
        if let Some(p) = app.world().get_resource::<State<TurnPhase>>() {
            seen.insert(*p.get());
        }
        let over = app.world().resource::<Table>().session.as_ref().is_some_and(|s| s.game.is_over());
        if over {
            break;
        }
    }
    assert!(seen.contains(&TurnPhase::Play) && seen.contains(&TurnPhase::Draw), "{seen:?}");
}

#[test]
fn every_answer_the_play_panel_can_build_is_legal() {
    use sanguosha::client::prompts::{Selection, play_answer};
    use sanguosha::rules::{CardSource, Game, RequestKind, Setup, agent};
    let mut checked = 0;
    for seed in 0..40u64 {
        let mut g = Game::new(Setup::identity(2 + (seed % 7) as u8, true, true), seed).unwrap();
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        while let Some(r) = g.pending().cloned() {
            if let RequestKind::Play { options, .. } = &r.kind {
                for o in options {
                    // Select the first legal cards and targets, as a player would by clicking.
                    let cards = match &o.source {
                        CardSource::Convert { from, min, .. } => from.iter().take(*min as usize).copied().collect(),
                        CardSource::Card(_) => Vec::new(),
                    };
                    let seats = if o.targets.pairs.is_empty() {
                        o.targets.seats.iter().take(o.targets.min as usize).copied().collect()
                    } else {
                        let (a, bs) = &o.targets.pairs[0];
                        vec![*a, bs[0]]
                    };
                    let sel = Selection { option: None, cards, picks: Vec::new(), seats };
                    let answer = play_answer(o, &sel).unwrap_or_else(|| panic!("seed {seed}: no answer for {o:?}"));
                    assert!(g.why_not(r.seat, &answer).is_ok(), "seed {seed}: {answer:?} refused");
                    checked += 1;
                }
                // An incomplete selection gives no answer.
                if let Some(o) = options.iter().find(|o| o.targets.min > 0) {
                    assert!(play_answer(o, &Selection::default()).is_none());
                }
            }
            g.submit(r.seat, agent::random_answer(&r, &mut rng)).unwrap();
        }
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn the_client_embeds_and_decodes_every_picture_the_data_names() {
    for (path, size) in sanguosha::art::manifest() {
        let bytes = sanguosha::client::art::bytes(&path).unwrap_or_else(|| panic!("{path} is not embedded"));
        let img = sanguosha::client::art::decode(&path, bytes).unwrap_or_else(|e| panic!("{e}"));
        if let Some((w, h)) = size {
            assert_eq!(img.size, [w as usize, h as usize], "{path}");
        }
    }
    // A missing picture is reported, not a panic: the client then draws without it.
    assert!(sanguosha::client::art::bytes("art/cards/999.png").is_none());
    assert!(sanguosha::client::art::decode("x.png", b"not a png").is_err());
}

#[test]
fn every_encyclopedia_page_draws_and_a_right_click_on_a_card_opens_its_page() {
    use bevy_egui::egui;
    use sanguosha::client::help;
    use sanguosha::encyclopedia::{Browser, Topic, topics};
    use sanguosha::i18n::{LANGS, Localizer};
    let ctx = egui::Context::default();
    let screen = |events: Vec<egui::Event>| egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 720.0))),
        events,
        ..Default::default()
    };
    for lang in LANGS {
        let loc = Localizer::new(lang).unwrap();
        let mut b = Browser::default();
        for t in topics() {
            b.open(t);
            let out = ctx.run_ui(screen(Vec::new()), |ui| help::browser(ui, &loc, &mut b));
            assert!(out.shapes.len() > 10, "{lang} {t:?}: nothing drawn");
            out.drop_without_applying_deltas();
            assert_eq!(b.current(), Some(t), "drawing alone does not navigate");
        }
    }
    // A card tile: right-click asks for its page; a left click does not.
    let loc = Localizer::new("en").unwrap();
    let card = sanguosha::rules::CardId(0);
    let at = egui::pos2(100.0, 100.0);
    let frame = |events: Vec<egui::Event>| {
        let out = ctx.run_ui(screen(events), |ui| {
            let resp = ui.put(
                egui::Rect::from_min_size(egui::pos2(50.0, 50.0), sanguosha::client::cards::TILE),
                |ui: &mut egui::Ui| sanguosha::client::cards::tile(ui, &loc, card, false, false),
            );
            help::look_up(&resp, Topic::Card(card.kind()));
        });
        out.drop_without_applying_deltas();
    };
    let press = |button, pressed| egui::Event::PointerButton {
        pos: at,
        button,
        pressed,
        modifiers: egui::Modifiers::default(),
    };
    frame(vec![egui::Event::PointerMoved(at)]);
    frame(vec![press(egui::PointerButton::Primary, true)]);
    frame(vec![press(egui::PointerButton::Primary, false)]);
    assert_eq!(help::take_request(&ctx), None);
    frame(vec![press(egui::PointerButton::Secondary, true)]);
    frame(vec![press(egui::PointerButton::Secondary, false)]);
    assert_eq!(help::take_request(&ctx), Some(Some(Topic::Card(card.kind()))));
    assert_eq!(help::take_request(&ctx), None, "a request is taken once");
}

/// Every piece of text `draw` puts on a 1600×1000 screen in one frame, given these input events.
fn text_of(events: Vec<bevy_egui::egui::Event>, draw: impl FnMut(&mut bevy_egui::egui::Ui)) -> String {
    use bevy_egui::egui;
    fn collect(shape: &egui::Shape, out: &mut String) {
        match shape {
            egui::Shape::Text(t) => {
                out.push_str(t.galley.text());
                out.push('\n');
            }
            egui::Shape::Vec(v) => v.iter().for_each(|s| collect(s, out)),
            _ => {}
        }
    }
    let ctx = egui::Context::default();
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1600.0, 1000.0))),
        events,
        ..Default::default()
    };
    let out = ctx.run_ui(input, draw);
    let mut text = String::new();
    for c in &out.shapes {
        collect(&c.shape, &mut text);
    }
    out.drop_without_applying_deltas();
    text
}

/// Every piece of text the table screen draws in one frame.
fn drawn_text(session: &mut Session, loc: &sanguosha::i18n::Localizer) -> String {
    drawn_text_with(session, loc, Vec::new())
}

/// The same, with input events (keys, clicks) in that frame.
fn drawn_text_with(
    session: &mut Session,
    loc: &sanguosha::i18n::Localizer,
    events: Vec<bevy_egui::egui::Event>,
) -> String {
    let mut sel = sanguosha::client::prompts::Selection::default();
    text_of(events, |ui| {
        sanguosha::client::ui::table_screen(ui, loc, session, &mut sel, &[], None);
    })
}

fn key_press(key: bevy_egui::egui::Key) -> bevy_egui::egui::Event {
    bevy_egui::egui::Event::Key { key, physical_key: None, pressed: true, repeat: false, modifiers: Default::default() }
}

/// Plays a session until every person is out while the game goes on (people answer at random, the AI as
/// usual), trying seeds from `seeds`; returns the seed and the session at that moment.
fn until_every_person_is_out(
    humans: &[usize],
    seeds: std::ops::Range<u64>,
    check: impl Fn(&Session),
) -> (u64, Session) {
    use sanguosha::rules::agent;
    for seed in seeds {
        let mut seats = vec![Controller::Ai(Difficulty::Normal); 5];
        for &h in humans {
            seats[h] = Controller::Human;
        }
        let mut s = Session::new(&GameOptions { seats, generals: false, ..GameOptions::default() }, seed).unwrap();
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        while !s.game.is_over() && !s.spectating() {
            check(&s);
            match s.waiting_human() {
                Some(h) => {
                    if s.curtain {
                        s.lift_curtain();
                    }
                    let req = s.game.pending().unwrap().clone();
                    assert!(s.answer(h, agent::random_answer(&req, &mut rng)));
                }
                None => assert!(s.step_ai()),
            }
        }
        if s.spectating() {
            return (seed, s);
        }
    }
    panic!("no seed where every person is out before the end");
}

#[test]
fn after_the_person_dies_the_ai_plays_on_at_the_usual_pace_and_skip_to_the_end_shows_the_results() {
    use std::time::Duration;
    let loc = sanguosha::i18n::Localizer::new("en").unwrap();
    // Single player at seat 2: nobody is spectating while the person lives.
    let (seed, session) = until_every_person_is_out(&[1], 0..200, |s| assert!(!s.spectating()));
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, CorePlugin));
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_millis(10)));
    let delay = Settings::default().ai_delay;
    app.world_mut().resource_mut::<Settings>().ai_delay = delay;
    {
        let mut t = app.world_mut().resource_mut::<Table>();
        t.session = Some(session);
        t.generation = 1;
    }
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Table);
    let decisions = |app: &App| app.world().resource::<Table>().session.as_ref().unwrap().game.decisions();
    app.update();
    let before = decisions(&app);
    // Three seconds (300 frames of 10 ms): the computer plays on, one decision per think time — not the
    // whole game at once. A think time is 0.3–1.4 × the delay.
    for _ in 0..300 {
        app.update();
    }
    let made = decisions(&app) - before;
    let most = (3.0 / (0.3 * delay)).ceil() as u64;
    let least = (3.0 / (1.4 * delay)).floor() as u64 / 2;
    assert!((least..=most).contains(&made), "seed {seed}: {made} decisions in 3 s (expected {least}–{most})");
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Table);
    // The table says so and offers to skip; the End key (or the button) asks for it.
    {
        let mut t = app.world_mut().resource_mut::<Table>();
        let s = t.session.as_mut().unwrap();
        assert!(s.spectating() && !s.game.is_over(), "seed {seed}: the game is still on");
        let text = drawn_text(s, &loc);
        assert!(text.contains(&loc.t("ui-spectating")), "{text}");
        assert!(text.contains(&loc.t("ui-skip-to-end")), "{text}");
        assert!(!s.skip_to_end, "drawing alone does not skip");
        drawn_text_with(s, &loc, vec![key_press(bevy_egui::egui::Key::End)]);
        assert!(s.skip_to_end, "the End key skips to the end");
        assert!(drawn_text(s, &loc).contains(&loc.t("ui-skipping")));
    }
    // Skipping: the game ends within a few frames and the results screen follows.
    let mut frames = 0;
    while *app.world().resource::<State<Screen>>().get() != Screen::Results {
        app.update();
        frames += 1;
        assert!(frames < 2_000, "seed {seed}: still not at the results after {frames} frames");
    }
    let t = app.world().resource::<Table>();
    let s = t.session.as_ref().unwrap();
    assert!(s.game.is_over());
    assert!(s.game.decisions() - before > made + 20, "the rest of the game was played");
    // The results name every seat's role, and so do the log's last lines.
    let players = s.game.players().len();
    let text = text_of(Vec::new(), |ui| {
        sanguosha::client::ui::results_screen(ui, &loc, Some(s));
    });
    for p in s.game.players() {
        assert!(text.contains(&format!("{}\n", loc.identity(p.identity))), "results lack {:?}: {text}", p.identity);
    }
    assert!(text.contains(&loc.t("ui-winner")));
    let tail = s.log_lines(&loc, players);
    for p in s.game.players() {
        let line = loc.event(&sanguosha::rules::Event::IdentityShown { seat: p.seat, identity: p.identity });
        assert!(tail.contains(&line), "the log's last lines lack «{line}»: {tail:?}");
    }
}

#[test]
fn when_every_person_is_out_in_hot_seat_the_curtain_lifts_on_public_things_only() {
    use sanguosha::rules::Visibility;
    let loc = sanguosha::i18n::Localizer::new("en").unwrap();
    let (seed, mut s) = until_every_person_is_out(&[1, 3], 0..200, |s| assert!(!s.spectating()));
    assert!(!s.curtain, "seed {seed}: everybody watches together");
    let text = drawn_text(&mut s, &loc);
    assert!(text.contains(&loc.t("ui-spectating-all")), "{text}");
    assert!(text.contains(&loc.t("ui-skip-to-end")), "{text}");
    // Neither person's private log lines are drawn (only the public ones).
    for who in [1u8, 3] {
        for e in s.log.iter().filter(|e| e.vis != Visibility::Public && e.vis.visible_to(who)) {
            let line = loc.event(&e.event);
            if s.log.iter().any(|p| p.vis == Visibility::Public && loc.event(&p.event) == line) {
                continue;
            }
            assert!(!text.contains(&line), "seed {seed}: seat {}'s private «{line}» is drawn", who + 1);
        }
    }
    let you_are = loc.tr("ui-you-are", &[("seat", loc.seat(s.viewer()).into()), ("role", "".into())]);
    assert!(!text.contains(you_are.trim_end_matches([':', ' ', '.'])), "nobody's view in particular: {text}");
    drawn_text_with(&mut s, &loc, vec![key_press(bevy_egui::egui::Key::End)]);
    assert!(s.skip_to_end);
    let mut guard = 0;
    while !s.game.is_over() {
        s.run_ai_for(std::time::Duration::from_millis(50));
        guard += 1;
        assert!(guard < 10_000);
    }
    // At the end every seat's role is in the log, public.
    let tail = s.log_lines(&loc, 5);
    for p in s.game.players() {
        let line = loc.event(&sanguosha::rules::Event::IdentityShown { seat: p.seat, identity: p.identity });
        assert!(tail.contains(&line), "{tail:?}");
    }
}

#[test]
fn hot_seat_curtain_falls_at_the_start_and_hides_everything_private() {
    use sanguosha::rules::{Visibility, agent};
    let loc = sanguosha::i18n::Localizer::new("en").unwrap();
    // 2 people of 5 (seats 2 and 4), seed 3: the game of the report, which used to freeze on human 1's view.
    let mut seats = vec![Controller::Ai(Difficulty::Normal); 5];
    seats[1] = Controller::Human;
    seats[3] = Controller::Human;
    let mut s = Session::new(&GameOptions { seats, generals: false, ..GameOptions::default() }, 3).unwrap();
    let private_lines = |s: &Session, who: u8| -> Vec<String> {
        s.log
            .iter()
            .filter(|e| e.vis != Visibility::Public && e.vis.visible_to(who))
            .map(|e| loc.event(&e.event))
            .collect()
    };
    let you_are = |who: u8| loc.tr("ui-you-are", &[("seat", loc.seat(who).into()), ("role", "".into())]);
    let you_are = |who: u8| you_are(who).trim_end_matches([':', ' ', '.']).to_string();
    let check_hidden = |text: &str, s: &Session, who: u8| {
        for line in private_lines(s, who) {
            assert!(!text.contains(&line), "under the curtain: «{line}» is drawn");
        }
        assert!(!text.contains(&you_are(who)), "under the curtain: seat {}'s role is drawn", who + 1);
    };
    // At the start: the curtain is down before anybody acts.
    let text = drawn_text(&mut s, &loc);
    for who in [1, 3] {
        check_hidden(&text, &s, who);
    }
    // The computer plays until a person must act; then the curtain names that person.
    let mut guard = 0;
    while s.waiting_human().is_none() {
        assert!(s.step_ai());
        guard += 1;
        assert!(guard < 10_000);
    }
    let a = s.waiting_human().unwrap();
    let text = drawn_text(&mut s, &loc);
    assert!(text.contains(&loc.tr("ui-curtain", &[("seat", loc.seat(a).into())])), "{text}");
    check_hidden(&text, &s, a);
    // Lifted: A's own view (role, private lines) is drawn — the checks above can see it.
    s.lift_curtain();
    let text = drawn_text(&mut s, &loc);
    assert!(text.contains(&you_are(a)), "{text}");
    assert!(private_lines(&s, a).iter().rev().take(3).any(|l| text.contains(l)));
    // A plays on until the other person must act: the curtain falls and hides A's view.
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
    while !s.curtain {
        match s.waiting_human() {
            Some(h) => {
                let req = s.game.pending().unwrap().clone();
                assert!(s.answer(h, agent::random_answer(&req, &mut rng)));
            }
            None => assert!(s.step_ai()),
        }
    }
    let text = drawn_text(&mut s, &loc);
    for who in [1, 3] {
        check_hidden(&text, &s, who);
    }
    // Under the curtain the table itself shows, as everybody may see it: every seat is drawn.
    for p in 0..5u8 {
        assert!(text.contains(&loc.seat(p)), "seat {} is not drawn under the curtain", p + 1);
    }
}

#[test]
fn the_curtain_falls_when_the_computer_plays_its_turn() {
    use sanguosha::rules::agent;
    // 2 people of 4 (seats 1 and 3): the person at the screen ends their turn, the computer's turn begins.
    let mut seats = vec![Controller::Ai(Difficulty::Normal); 4];
    seats[0] = Controller::Human;
    seats[2] = Controller::Human;
    let mut s = Session::new(&GameOptions { seats, players: 4, generals: false, ..GameOptions::default() }, 5).unwrap();
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(5);
    let mut checked = 0;
    for _ in 0..3_000 {
        let Some(req) = s.game.pending().cloned() else { break };
        if s.curtain {
            // Nothing private of anybody: every seat as the others see it.
            let v = s.public_view();
            for p in &v.players {
                assert!(p.hand.is_none(), "a hand under the curtain");
                let public = p.role().is_none() || !p.alive || p.role() == Some(sanguosha::rules::Role::Lord);
                assert!(public, "seat {}'s role under the curtain", p.seat + 1);
            }
            if s.waiting_human().is_none() {
                checked += 1;
            }
        } else if s.is_ai_turn() {
            // The computer acts with a person's view on screen only in that person's own turn.
            assert_eq!(s.at_screen, Some(s.game.current()), "a person's view on screen in someone else's turn");
        }
        match s.waiting_human() {
            Some(h) => {
                if s.curtain {
                    s.lift_curtain();
                }
                assert!(s.answer(h, agent::random_answer(&req, &mut rng)));
            }
            None => assert!(s.step_ai()),
        }
    }
    assert!(checked > 20, "the computer played under the curtain {checked} times");
}

#[test]
fn an_ai_seat_pauses_as_long_without_an_answer_as_with_one() {
    use sanguosha::rules::{RequestKind, agent};
    use std::time::Duration;
    let (mut with, mut without): (Vec<u32>, Vec<u32>) = (Vec::new(), Vec::new());
    for seed in [1u64, 2] {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin, CorePlugin));
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(Duration::from_millis(10)));
        app.world_mut().resource_mut::<Settings>().ai_delay = 0.2;
        let mut opts = GameOptions { generals: false, ..GameOptions::default() };
        opts.seats[0] = Controller::Human;
        {
            let mut t = app.world_mut().resource_mut::<Table>();
            t.session = Some(Session::new(&opts, seed).expect("setup"));
            t.generation = 1;
        }
        app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Table);
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        // (decision, its seat could answer, frames it has been pending)
        let mut current: Option<(u64, bool, u32)> = None;
        for _ in 0..60_000 {
            app.update();
            let mut t = app.world_mut().resource_mut::<Table>();
            let s = t.session.as_mut().unwrap();
            let Some(req) = s.game.pending().cloned() else { break };
            let d = s.game.decisions();
            if let Some((cd, can, n)) = current.take() {
                if cd == d {
                    current = Some((cd, can, n + 1));
                    continue;
                }
                if can { with.push(n) } else { without.push(n) }
            }
            if req.seat == 0 {
                s.answer(0, agent::random_answer(&req, &mut rng));
            } else if let RequestKind::Respond { options, .. } = &req.kind {
                current = Some((d, !options.is_empty(), 0));
            }
        }
    }
    // The frames an AI response took (10 ms each): with the old client, AI seats without an answer were
    // never asked, so `without` stayed empty — the pause itself told who held a 闪 or 无懈可击.
    assert!(with.len() >= 30 && without.len() >= 30, "{} with, {} without", with.len(), without.len());
    let mean = |v: &[u32]| v.iter().sum::<u32>() as f32 / v.len() as f32;
    let (mw, mo) = (mean(&with), mean(&without));
    assert!((mw - mo).abs() <= 0.15 * mw.max(mo), "mean pause {mw} frames with an answer, {mo} without");
    let range = |v: &[u32]| (*v.iter().min().unwrap(), *v.iter().max().unwrap());
    let ((a, b), (c, d)) = (range(&with), range(&without));
    assert!(a.abs_diff(c) <= 2 && b.abs_diff(d) <= 2, "pauses {a}–{b} frames with an answer, {c}–{d} without");
}
