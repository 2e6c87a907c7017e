use bitdoku::*;
fn main() {
    let mut args = std::env::args().skip(1);
    let strategy: Strategy = args.next().unwrap().parse().unwrap();
    for line in std::io::stdin().lines() {
        let line = line.unwrap();
        let g: Grid = line.parse().unwrap();
        let mut s = Search::new(&g, strategy).unwrap();
        let t = std::time::Instant::now();
        while !s.step().is_final() {}
        let c = s.counters();
        println!("{} steps={} placements={} backtracks={} {:?}", line, c.steps, c.placements, c.backtracks, t.elapsed());
    }
}
