//! 谦逊 (陆逊) — reference §2; seed 000 (謙遜). Compulsory: he cannot be the target of 顺手牵羊 or 乐不思蜀. A targeting modifier.

use super::super::data::CardKind;

pub(crate) fn blocks_target(kind: CardKind) -> bool {
    matches!(kind, CardKind::Snatch | CardKind::Indulgence)
}
