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
        let mut g = Game::new(Setup { players: 2 + (seed % 7) as u8, generals: true, ex_cards: true }, seed).unwrap();
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        while let Some(r) = g.pending().cloned() {
            if let RequestKind::Play { options } = &r.kind {
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
