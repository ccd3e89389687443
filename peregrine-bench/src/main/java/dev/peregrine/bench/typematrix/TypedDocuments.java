package dev.peregrine.bench.typematrix;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.peregrine.bench.demoresponse.DemoEntity;
import dev.peregrine.bench.demoresponse.DemoResponse;
import dev.peregrine.bench.scaling.ScaleData;
import dev.peregrine.bench.scaling.ScaleRecord;
import dev.peregrine.bench.scaling.ScaleSample;
import dev.peregrine.bench.eishay.Scenarios;
import dev.peregrine.bench.typematrix.corpora.CanadaPojos;
import dev.peregrine.bench.typematrix.corpora.CanadaRecords;
import dev.peregrine.bench.typematrix.corpora.CitmPojos;
import dev.peregrine.bench.typematrix.corpora.CitmRecords;
import dev.peregrine.bench.typematrix.corpora.TwitterPojos;
import dev.peregrine.bench.typematrix.corpora.TwitterRecords;
import dev.peregrine.bench.data.BundledData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The typed documents of the type matrix: whole documents bound to classes, beside the
 * matrix's one-type beans, in the same harness ({@link TypeMatrixBench}) and the same report machinery.
 *
 * <ul>
 *   <li>The three corpora (twitter.json, citm_catalog.json, canada.json, read from the suite's corpus folder as
 *       they are, indented), each bound to POJOs with getters and setters and to records
 *       ({@code types.corpora}) that cover every member of the document; the value a read must equal is the
 *       reference mapper's read of the file, which fails on a member the classes lack.
 *   <li>JsonPerformanceVS's sample of 100 records ({@code scale.ScaleSample}) and the blog's DemoResponse of 300
 *       entities, their own model classes; the document is the reference mapper's writing of the value, as for
 *       the matrix's beans.
 * </ul>
 *
 * <p>avaje-jsonb binds only what its generator saw: the {@code @Json.Import} below. DSL-JSON's compiled row
 * needs {@code @CompiledJson} on the class, which the corpora's classes carry; the classes of JsonPerformanceVS
 * and the DemoResponse test do not, since those experiments run dsl-json with the service loader, which would then pick
 * the converters up and stop measuring its reflective mode there.
 */
@io.avaje.jsonb.Json.Import({
  TwitterPojos.Twitter.class, TwitterPojos.Status.class, TwitterPojos.Metadata.class, TwitterPojos.User.class,
  TwitterPojos.UserEntities.class, TwitterPojos.UrlEntities.class, TwitterPojos.Entities.class,
  TwitterPojos.Hashtag.class, TwitterPojos.Url.class, TwitterPojos.UserMention.class, TwitterPojos.Media.class,
  TwitterPojos.Sizes.class, TwitterPojos.Size.class, TwitterPojos.Geo.class, TwitterPojos.Place.class,
  TwitterPojos.SearchMetadata.class,
  TwitterRecords.Twitter.class, TwitterRecords.Status.class, TwitterRecords.Metadata.class,
  TwitterRecords.User.class, TwitterRecords.UserEntities.class, TwitterRecords.UrlEntities.class,
  TwitterRecords.Entities.class, TwitterRecords.Hashtag.class, TwitterRecords.Url.class,
  TwitterRecords.UserMention.class, TwitterRecords.Media.class, TwitterRecords.Sizes.class,
  TwitterRecords.Size.class, TwitterRecords.Geo.class, TwitterRecords.Place.class,
  TwitterRecords.SearchMetadata.class,
  CitmPojos.CitmCatalog.class, CitmPojos.Event.class, CitmPojos.Performance.class, CitmPojos.Price.class,
  CitmPojos.SeatCategory.class, CitmPojos.Area.class,
  CitmRecords.CitmCatalog.class, CitmRecords.Event.class, CitmRecords.Performance.class, CitmRecords.Price.class,
  CitmRecords.SeatCategory.class, CitmRecords.Area.class,
  CanadaPojos.FeatureCollection.class, CanadaPojos.Feature.class, CanadaPojos.Properties.class,
  CanadaPojos.Geometry.class,
  CanadaRecords.FeatureCollection.class, CanadaRecords.Feature.class, CanadaRecords.Properties.class,
  CanadaRecords.Geometry.class,
  ScaleSample.class, ScaleRecord.class, DemoResponse.class, DemoEntity.class})
public final class TypedDocuments {
  private TypedDocuments() {}

  /** JsonPerformanceVS's sample size and the DemoResponse's entity count in their rows. */
  static final int SCALE_RECORDS = 100;
  static final int DEMO_ENTITIES = 300;

  /**
   * One row: its name ({@code Types/NAME/LIB}), the class bound, what it is (for the report), and either the
   * corpus file it reads ({@code corpus}, in the corpus folder) or the value it writes ({@code generated}).
   */
  public record TypedDocument(String name, Class<?> bean, String description, String corpus,
      Supplier<Object> generated) {
    /** The value and the document its reads start from, or an exception saying why the row cannot run. */
    public Prepared prepare(ObjectMapper reference) throws IOException {
      return prepare(reference, corpusFolder());
    }

    /** {@link #prepare(ObjectMapper)} with the corpora in {@code folder}. */
    public Prepared prepare(ObjectMapper reference, Path folder) throws IOException {
      if (corpus == null) {
        Object value = generated.get();
        return new Prepared(value, reference.writeValueAsBytes(value));
      }
      Path file = folder.resolve(corpus);
      if (!Files.isRegularFile(file)) {
        throw new IOException("no " + corpus + " in the corpus folder (" + folder + "); pass --data DIR");
      }
      byte[] document = Files.readAllBytes(file);
      return new Prepared(reference.readValue(document, bean), document);
    }
  }

  /** A row's value and the JSON document its reads start from. */
  public record Prepared(Object value, byte[] document) {}

  /** Every row, in report order. */
  public static List<TypedDocument> all() {
    List<TypedDocument> rows = new ArrayList<>();
    corpus(rows, "twitter-pojo", TwitterPojos.Twitter.class, "twitter.json", "POJOs");
    corpus(rows, "twitter-record", TwitterRecords.Twitter.class, "twitter.json", "records");
    corpus(rows, "citm-pojo", CitmPojos.CitmCatalog.class, "citm_catalog.json", "POJOs");
    corpus(rows, "citm-record", CitmRecords.CitmCatalog.class, "citm_catalog.json", "records");
    corpus(rows, "canada-pojo", CanadaPojos.FeatureCollection.class, "canada.json",
        "POJOs, coordinates as double[][][]");
    corpus(rows, "canada-record", CanadaRecords.FeatureCollection.class, "canada.json",
        "records, coordinates as List<List<List<Double>>>");
    rows.add(new TypedDocument("scale-records", ScaleSample.class, "JsonPerformanceVS's sample of " + SCALE_RECORDS
        + " records (ScaleSample, getters and setters; compact, from the reference mapper)", null,
        () -> ScaleData.sample(SCALE_RECORDS, ScaleData.SAME_SEED)));
    rows.add(new TypedDocument("demo-response", DemoResponse.class, "the blog's DemoResponse of " + DEMO_ENTITIES
        + " entities (getters and setters; compact, from the reference mapper)", null,
        () -> DemoResponse.of(DEMO_ENTITIES)));
    return rows;
  }

  /** The row names, for {@code --only}, without reading anything. */
  public static List<String> names() {
    return all().stream().map(TypedDocument::name).toList();
  }

  private static void corpus(List<TypedDocument> rows, String name, Class<?> bean, String file, String kind) {
    rows.add(new TypedDocument(name, bean, file + " as it is (indented) bound to " + kind, file, null));
  }

  /**
   * The corpus folder: the suite passes it to the matrix's JVM as {@link Scenarios#DATA_PROPERTY}; by hand,
   * the corpora the suite ships, as the suite's default.
   */
  public static Path corpusFolder() {
    String data = System.getProperty(Scenarios.DATA_PROPERTY);
    return data == null || data.isBlank() ? BundledData.folder() : Path.of(data);
  }
}
