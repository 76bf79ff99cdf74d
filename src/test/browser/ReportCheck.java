import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks a screenshot of serguard's HTML report and the DOM that the browser rendered: the charts
 * are there, with bars, and the picture is not blank. Run by check-report.sh with the JDK's
 * single-file launcher: {@code java ReportCheck.java shot.png dom.html [expected-failures.txt]}; with
 * the third, each of its lines must be shown in the page's failures list.
 */
public class ReportCheck {

    /** The report's chart colours (HtmlReport): serialize, deserialize, serialized size; and a regression's red. */
    private static final Map<String, Integer> COLOURS = new LinkedHashMap<>(Map.of(
            "serialize blue", 0x4e79a7, "deserialize orange", 0xf28e2b, "size green", 0x59a14f));

    public static void main(String[] args) throws Exception {
        Path png = Path.of(args[0]);
        String dom = Files.readString(Path.of(args[1]));
        List<String> problems = new ArrayList<>();

        int charts = count(dom, "<svg class=\"chart");
        int bars = count(dom, "<rect class=\"bar");
        int changes = count(dom, "<svg class=\"chart change\"");
        if (charts < 3) {
            problems.add("the rendered DOM has " + charts + " charts, expected 3 or more");
        }
        if (bars < 2) {
            problems.add("the rendered DOM has " + bars + " bars");
        }
        for (String caption : List.of("Time per operation", "Size", "Allocation per operation")) {
            if (!dom.contains("<figcaption>" + caption)) {
                problems.add("no chart \"" + caption + "\" in the rendered DOM");
            }
        }
        // The lines the page must show in its failures, one per failed check (FailureReportsTests writes them).
        if (args.length > 2) {
            // As the browser writes text: &, < and > escaped, quotes not.
            List<String> expected = Files.readAllLines(Path.of(args[2])).stream().filter(line -> !line.isBlank())
                    .map(line -> line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")).toList();
            int shown = count(dom, "<pre class=\"failure\">");
            if (shown < expected.size()) {
                problems.add("the failures list has " + shown + " entries, expected " + expected.size() + " or more");
            }
            expected.stream().filter(line -> !dom.contains(line)).forEach(line -> problems.add("the failures list does not show: " + line));
            System.out.printf(Locale.ROOT, "%s: %d failed checks shown, %d expected%n", args[1], shown, expected.size());
            // Its screenshot shows the failures at the top; the charts below them are the other reports' to check.
            COLOURS.clear();
        }
        boolean baseline = dom.contains("Baseline regression for");
        if (baseline) {
            COLOURS.put("regression red", 0xe15759);
            if (changes == 0 || !dom.contains("<line class=\"baseline\"")) {
                problems.add("a baseline was compared, but there is no baseline-vs-now chart or baseline tick");
            }
        }

        BufferedImage image = ImageIO.read(png.toFile());
        if (image == null) {
            problems.add("no PNG at " + png);
        } else {
            int background = image.getRGB(image.getWidth() - 1, image.getHeight() - 1) & 0xffffff;
            Set<Integer> colours = new HashSet<>();
            long ink = 0;
            Map<String, Long> found = new LinkedHashMap<>();
            COLOURS.keySet().forEach(name -> found.put(name, 0L));
            for (int y = 0; y < image.getHeight(); y++) {
                for (int x = 0; x < image.getWidth(); x++) {
                    int rgb = image.getRGB(x, y) & 0xffffff;
                    colours.add(rgb & 0xf8f8f8);
                    if (distance(rgb, background) > 24) {
                        ink++;
                    }
                    for (Map.Entry<String, Integer> colour : COLOURS.entrySet()) {
                        if (distance(rgb, colour.getValue()) < 12) {
                            found.merge(colour.getKey(), 1L, Long::sum);
                        }
                    }
                }
            }
            double inkShare = (double) ink / ((long) image.getWidth() * image.getHeight());
            if (colours.size() < 16 || inkShare < 0.02) {
                problems.add(String.format(Locale.ROOT, "the screenshot looks blank: %d colours, %.1f %% of it not background", colours.size(), 100 * inkShare));
            }
            found.forEach((name, pixels) -> {
                if (pixels < 200) {
                    problems.add("the screenshot shows no " + name + " bars (" + pixels + " pixels of that colour)");
                }
            });
            System.out.printf(Locale.ROOT, "%s: %d×%d, %d colours, %.1f %% ink; %s; DOM: %d charts (%d baseline vs now), %d bars%n",
                    png, image.getWidth(), image.getHeight(), colours.size(), 100 * inkShare, found, charts, changes, bars);
        }
        if (!problems.isEmpty()) {
            problems.forEach(problem -> System.out.println("  FAILED: " + problem));
            System.exit(1);
        }
    }

    private static int count(String text, String what) {
        return (int) Pattern.compile(Pattern.quote(what)).matcher(text).results().count();
    }

    private static int distance(int a, int b) {
        return Math.abs((a >> 16 & 0xff) - (b >> 16 & 0xff)) + Math.abs((a >> 8 & 0xff) - (b >> 8 & 0xff)) + Math.abs((a & 0xff) - (b & 0xff));
    }
}
