//! The terminal front end (`sgs play`): hot-seat hand-overs, what is on screen, the seed.

use sanguosha::ai::{BotKind, Difficulty};
use sanguosha::i18n::Localizer;
use sanguosha::rules::{Game, Seat, Setup};
use sanguosha::tui::{CLEAR_SCREEN, PlayEnd, capture, play};

const SEED: u64 = 987_654_321;

/// Plays seed `SEED` with `humans` typing a fixed cycle of answers (up to `lines` of input).
fn run(loc: &Localizer, players: u8, humans: &[Seat], lines: usize) -> (PlayEnd, String) {
    let g = Game::new(Setup::identity(players, false, false), SEED).unwrap();
    let mut bots: Vec<Option<Box<dyn sanguosha::ai::Bot>>> = (0..players)
        .map(|s| (!humans.contains(&s)).then(|| BotKind::Heuristic(Difficulty::Normal).make(s, SEED ^ s as u64)))
        .collect();
    let typed = ["0", "1", "0 1", "2", "0 1 2", "1"];
    let mut n = 0;
    let mut read = || {
        n += 1;
        (n <= lines).then(|| typed[n % typed.len()].to_string())
    };
    capture(|| play(loc, g, SEED, humans, &mut bots, &mut read))
}

#[test]
fn terminal_hot_seat_hands_over_on_a_cleared_screen_and_shows_the_seed_only_at_the_end() {
    let loc = Localizer::new("en").unwrap();
    // The game of the report: 4 players, seats 1 and 3 are people.
    let (end, out) = run(&loc, 4, &[0, 2], 6_000);
    assert_ne!(end, PlayEnd::BotError);
    let you_are = |s: Seat| format!("You are {},", loc.seat(s));
    let handover = |s: Seat| loc.tr("ui-handover", &[("seat", loc.seat(s).into())]);
    // Between two clears of the screen only one person's role and hand are ever shown, and that person
    // was asked to sit down first.
    let screens: Vec<&str> = out.split(CLEAR_SCREEN).collect();
    let mut shown = [0; 2];
    for (k, screen) in screens.iter().enumerate() {
        let whose: Vec<Seat> = [0, 2].into_iter().filter(|&s| screen.contains(&you_are(s))).collect();
        assert!(whose.len() <= 1, "screen {k} shows seats {whose:?}:\n{screen}");
        if let Some(&s) = whose.first() {
            assert!(k > 0 && screens[k - 1].contains(&handover(s)), "screen {k}: seat {} without a hand-over", s + 1);
            shown[(s / 2) as usize] += 1;
        }
    }
    assert!(shown[0] >= 2 && shown[1] >= 2, "both people played several times: {shown:?}");
    // A person's hand leaves the screen as soon as somebody else acts: no other seat's turn or phase
    // starts on a screen that shows a person's hand.
    for (k, screen) in screens.iter().enumerate() {
        for s in [0u8, 2] {
            let Some(at) = screen.find(&you_are(s)) else { continue };
            let rest = &screen[at..];
            for other in (0..4u8).filter(|&o| o != s) {
                let begins = format!(": {} begins.", loc.seat(other));
                let enters = format!("{} enters the", loc.seat(other));
                assert!(
                    !rest.contains(&begins) && !rest.contains(&enters),
                    "screen {k}: seat {} plays on while seat {}'s hand is shown:\n{screen}",
                    other + 1,
                    s + 1
                );
            }
        }
    }
    // Every person is asked in every window, also with nothing to answer (only "pass" offered).
    let pass_only = format!("  0. {}\n{}\n", loc.t("option-pass"), loc.t("ui-enter-number"));
    assert!(out.contains(&pass_only), "no window asked a person who had nothing to answer");
    // The seed is on screen once, at the very end.
    let seed_line = loc.tr("ui-game-seed", &[("seed", SEED.to_string().into())]);
    assert_eq!(out.matches(&SEED.to_string()).count(), 1, "the seed shows while the game runs");
    assert_eq!(out.trim_end().lines().last(), Some(seed_line.as_str()));
}

#[test]
fn terminal_single_player_is_not_interrupted_and_ends_with_roles_and_seed() {
    let loc = Localizer::new("en").unwrap();
    let (end, out) = run(&loc, 4, &[0], 20_000);
    assert_eq!(end, PlayEnd::Over, "the game ends");
    assert!(!out.contains(CLEAR_SCREEN), "one person: no hand-over screens");
    assert_eq!(out.matches(&SEED.to_string()).count(), 1);
    // Every seat's role is revealed at the end.
    let tail: Vec<&str> = out.trim_end().lines().rev().take(5).collect();
    assert_eq!(tail.iter().filter(|l| l.contains("'s role is") || l.contains(" is the ")).count(), 4, "{tail:?}");
}

/// Seeds in `seeds` of a 4-player game with one person (seat 1) typing `typed` in a cycle, where the person is
/// out before the end: the output of the first such game.
fn out_before_the_end(loc: &Localizer, typed: &[&str]) -> (PlayEnd, String) {
    for seed in 0..60u64 {
        let g = Game::new(Setup::identity(4, false, false), seed).unwrap();
        let mut bots: Vec<Option<Box<dyn sanguosha::ai::Bot>>> =
            (0..4).map(|s| (s != 0).then(|| BotKind::Heuristic(Difficulty::Normal).make(s, seed ^ s as u64))).collect();
        let mut n = 0;
        let mut read = || {
            n += 1;
            (n <= 20_000).then(|| typed[n % typed.len()].to_string())
        };
        let (end, out) = capture(|| play(loc, g, seed, &[0], &mut bots, &mut read));
        if out.contains(&loc.t("ui-term-out")) {
            return (end, out);
        }
    }
    panic!("the person never dies before the end");
}

#[test]
fn terminal_after_the_person_is_out_the_game_goes_on_a_turn_at_a_time_or_skips_to_the_end() {
    let loc = Localizer::new("en").unwrap();
    let roles_and_seed = |out: &str| {
        let tail: Vec<&str> = out.trim_end().lines().rev().take(5).collect();
        assert!(tail[0].starts_with(&loc.tr("ui-game-seed", &[("seed", "".into())])[..10]), "{tail:?}");
        assert_eq!(tail[1..].iter().filter(|l| l.contains(" is the ")).count(), 4, "every seat's role: {tail:?}");
    };
    // Watching: every turn after that waits for Enter, one prompt per turn, to the end.
    let (end, out) = out_before_the_end(&loc, &["0", "1", "0 1", "2", ""]);
    assert_eq!(end, PlayEnd::Over);
    let after = out.split(&loc.t("ui-term-out")).nth(1).unwrap();
    let prompts = after.matches(&loc.t("ui-term-next-turn")).count();
    let turns = after.lines().filter(|l| l.contains(": Seat ") && l.ends_with(" begins.")).count();
    assert!(prompts >= 1 && prompts == turns, "{prompts} prompts for {turns} turns");
    roles_and_seed(&out);
    // Skipping ("s" at the question or at any turn): nothing more until the end.
    let (end, out) = out_before_the_end(&loc, &["0", "1", "s", "2"]);
    assert_eq!(end, PlayEnd::Over);
    let after = out.split(&loc.t("ui-term-out")).nth(1).unwrap();
    let after = after.rsplit(&loc.t("ui-term-next-turn")).next().unwrap();
    assert!(after.lines().count() < 30, "skipped, yet {} lines follow:\n{after}", after.lines().count());
    assert!(after.contains("Game over"), "{after}");
    roles_and_seed(&out);
}
