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
