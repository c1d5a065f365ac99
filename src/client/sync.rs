//! Engine → entities: every card is an entity with the zone the engine last moved it to, applied
//! from the engine's events in order; the turn-phase sub-state follows the engine's phase.

use super::{ClientSet, Table, TurnPhase};
use crate::rules::{CardId, Event, Zone};
use bevy::prelude::*;
use std::collections::HashMap;

/// A physical card on the table.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardEntity(pub CardId);

/// Where the card is, as the engine's events said.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct InZone(pub Zone);

/// How far into the session's event log the entities are, and for which game.
#[derive(Resource, Default)]
pub struct SyncCursor {
    pub generation: u64,
    pub applied: usize,
    pub index: HashMap<CardId, Entity>,
}

pub struct SyncPlugin;

impl Plugin for SyncPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<SyncCursor>().add_systems(Update, (sync_cards, sync_phase).chain().in_set(ClientSet::Sync));
    }
}

/// Applies new engine events to card entities (respawning them all for a new game).
pub fn sync_cards(
    mut commands: Commands,
    table: Res<Table>,
    mut cursor: ResMut<SyncCursor>,
    mut zones: Query<&mut InZone>,
) {
    let Some(session) = table.session.as_ref() else { return };
    if cursor.generation != table.generation {
        for (_, e) in cursor.index.drain() {
            commands.entity(e).despawn();
        }
        // A new game starts with every card in the deck; the log replays the deal.
        for i in 0..session.game.total_cards() as u8 {
            let id = CardId(i);
            let e = commands.spawn((CardEntity(id), InZone(Zone::Deck))).id();
            cursor.index.insert(id, e);
        }
        cursor.generation = table.generation;
        cursor.applied = 0;
        return;
    }
    let new = &session.log[cursor.applied.min(session.log.len())..];
    for logged in new {
        match &logged.event {
            // The copies with card ids (public moves, and the private copy of hidden ones).
            Event::CardsMoved { cards, to, .. } => {
                for c in cards {
                    if let Some(mut z) = cursor.index.get(c).and_then(|&e| zones.get_mut(e).ok()) {
                        z.0 = *to;
                    }
                }
            }
            Event::DeckReshuffled { .. } => {
                for mut z in zones.iter_mut() {
                    if z.0 == Zone::Discard {
                        z.0 = Zone::Deck;
                    }
                }
            }
            _ => {}
        }
    }
    cursor.applied = session.log.len();
}

/// Mirrors the engine's phase into the `TurnPhase` sub-state.
pub fn sync_phase(table: Res<Table>, state: Option<Res<State<TurnPhase>>>, mut next: ResMut<NextState<TurnPhase>>) {
    let (Some(session), Some(state)) = (table.session.as_ref(), state) else { return };
    let want = TurnPhase::from(session.game.phase());
    if *state.get() != want {
        next.set(want);
    }
}
