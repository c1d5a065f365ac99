//! Reusable vector shapes: suits, ink-wash scenery, blades, flowers.

use crate::canvas::{Canvas, P, mix, rgb, rgba};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;
use sanguosha::rules::data::Suit;
use tiny_skia::Path;

pub const INK: u32 = 0x1d1a16;

/// A suit symbol centred on (`x`, `y`), about `s` units tall.
pub fn suit(kind: Suit, x: f32, y: f32, s: f32) -> Path {
    let h = s / 2.0;
    match kind {
        Suit::Heart => P::new()
            .m(x, y + h)
            .c(x - 1.2 * h, y + 0.1 * h, x - 1.1 * h, y - 1.2 * h, x, y - 0.45 * h)
            .c(x + 1.1 * h, y - 1.2 * h, x + 1.2 * h, y + 0.1 * h, x, y + h)
            .z()
            .done(),
        Suit::Diamond => P::new().poly(&[(x, y - h), (x + 0.72 * h, y), (x, y + h), (x - 0.72 * h, y)]).done(),
        Suit::Spade => P::new()
            .m(x, y - h)
            .c(x + 1.25 * h, y - 0.1 * h, x + 0.9 * h, y + 0.95 * h, x + 0.08 * h, y + 0.4 * h)
            .l(x + 0.3 * h, y + h)
            .l(x - 0.3 * h, y + h)
            .l(x - 0.08 * h, y + 0.4 * h)
            .c(x - 0.9 * h, y + 0.95 * h, x - 1.25 * h, y - 0.1 * h, x, y - h)
            .z()
            .done(),
        Suit::Club => P::new()
            .circle(x, y - 0.48 * h, 0.42 * h)
            .circle(x - 0.47 * h, y + 0.2 * h, 0.42 * h)
            .circle(x + 0.47 * h, y + 0.2 * h, 0.42 * h)
            .poly(&[(x - 0.12 * h, y), (x + 0.12 * h, y), (x + 0.32 * h, y + h), (x - 0.32 * h, y + h)])
            .circle(x, y + 0.05 * h, 0.2 * h)
            .done(),
    }
}

pub fn fill_suit(c: &mut Canvas, kind: Suit, x: f32, y: f32, s: f32, colour: u32) {
    c.fill(&suit(kind, x, y, s), rgb(colour));
}

/// A mountain ridge from `x0` to `x1` around height `y`, filled down to `bottom`.
#[allow(clippy::too_many_arguments)]
pub fn ridge(
    c: &mut Canvas,
    rng: &mut ChaCha8Rng,
    x0: f32,
    x1: f32,
    y: f32,
    amp: f32,
    bottom: f32,
    colour: u32,
    alpha: f32,
) {
    let n = rng.random_range(3..6);
    let step = (x1 - x0) / n as f32;
    let mut p = P::new().m(x0, bottom).l(x0, y + rng.random_range(0.0..amp * 0.5));
    for i in 0..n {
        let xa = x0 + step * (i as f32 + 0.5);
        let xb = x0 + step * (i as f32 + 1.0);
        let peak = y - rng.random_range(0.2..1.0) * amp;
        let valley = y + rng.random_range(-0.2..0.4) * amp;
        p = p.q(xa - step * 0.1, peak, xb, valley);
    }
    let p = p.l(x1, bottom).z().done();
    c.fill_linear(&p, 0.0, y - amp, 0.0, bottom, &[(0.0, rgba(colour, alpha)), (1.0, rgba(colour, alpha * 0.15))]);
}

/// A stylised cloud scroll (three lobes and a curl) centred on (`x`, `y`).
pub fn cloud(c: &mut Canvas, x: f32, y: f32, s: f32, colour: u32, alpha: f32) {
    let p = P::new()
        .oval(x, y, s * 1.1, s * 0.42)
        .circle(x - s * 0.45, y - s * 0.22, s * 0.42)
        .circle(x + s * 0.2, y - s * 0.38, s * 0.52)
        .circle(x + s * 0.75, y - s * 0.1, s * 0.34)
        .done();
    c.fill(&p, rgba(colour, alpha));
    let curl = P::new().arc(x + s * 0.2, y - s * 0.3, s * 0.22, 0.5, 5.2, true).done();
    c.stroke(&curl, rgba(colour, alpha * 1.4), s * 0.07);
}

/// A straight sword (jian) from the hilt at (0, `len`/2) to the point at (0, −`len`/2), `w` wide.
pub fn jian(c: &mut Canvas, len: f32, w: f32, blade: u32, hilt: u32) {
    let top = -len / 2.0;
    let guard = len * 0.22;
    let blade_p = P::new()
        .poly(&[(0.0, top), (w / 2.0, top + w * 1.2), (w / 2.0, guard), (-w / 2.0, guard), (-w / 2.0, top + w * 1.2)])
        .done();
    c.fill_linear(
        &blade_p,
        -w / 2.0,
        0.0,
        w / 2.0,
        0.0,
        &[(0.0, rgb(mix(blade, 0xffffff, 0.55))), (0.5, rgb(blade)), (1.0, rgb(mix(blade, INK, 0.4)))],
    );
    c.stroke(&blade_p, rgba(INK, 0.8), 1.2);
    c.stroke(&P::new().line(&[(0.0, top + w * 1.5), (0.0, guard - 2.0)]).done(), rgba(INK, 0.35), 1.0);
    let g = P::new().rrect(-w * 1.6, guard, w * 3.2, w * 0.55, w * 0.2).done();
    c.fill(&g, rgb(0xb8892c));
    c.stroke(&g, rgba(INK, 0.9), 1.2);
    let grip = P::new().rrect(-w * 0.32, guard + w * 0.55, w * 0.64, len / 2.0 - guard - w * 0.9, 2.0).done();
    c.fill(&grip, rgb(hilt));
    c.stroke(&grip, rgba(INK, 0.9), 1.0);
    c.fill(&P::new().circle(0.0, len / 2.0 - w * 0.25, w * 0.42).done(), rgb(0xb8892c));
}

/// A five-petalled blossom centred on (`x`, `y`).
pub fn blossom(c: &mut Canvas, x: f32, y: f32, r: f32, petal: u32, rot: f32) {
    for i in 0..5 {
        let a = rot + i as f32 * std::f32::consts::TAU / 5.0;
        let (px, py) = (x + r * 0.55 * a.cos(), y + r * 0.55 * a.sin());
        let p = P::new().circle(px, py, r * 0.48).done();
        c.fill_radial(&p, x, y, r, &[(0.0, rgb(mix(petal, 0xffffff, 0.6))), (1.0, rgb(petal))]);
    }
    c.fill(&P::new().circle(x, y, r * 0.2).done(), rgb(0xe8b830));
}

/// A thin enso-like brush ring: thick at one end, fading at the other.
pub fn brush_ring(c: &mut Canvas, x: f32, y: f32, r: f32, colour: u32, width: f32) {
    let n = 18;
    for i in 0..n {
        let a0 = -1.2 + i as f32 * 5.6 / n as f32;
        let a1 = a0 + 5.6 / n as f32 + 0.02;
        let w = width * (1.0 - i as f32 / n as f32 * 0.75);
        c.stroke(&P::new().arc(x, y, r, a0, a1, true).done(), rgba(colour, 0.9 - i as f32 * 0.02), w);
    }
}
