package dev.peregrine.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.peregrine.Cbor;
import dev.peregrine.Json;
import dev.peregrine.spring.Model.Order;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.http.MediaType;
import reactor.core.publisher.Flux;

/**
 * What the WebFlux codecs hand Spring, seen directly: a server answers a bad body with a plain 400 and keeps the
 * decoder's message for its log, so the message's content (Peregrine's reason, path and offset) is checked here,
 * on the codecs the application uses, fed the bytes in small network-sized pieces.
 */
class CodecErrorsTest {
  private static final ResolvableType ORDER = ResolvableType.forClass(Order.class);

  private static Flux<DataBuffer> chunks(byte[] bytes, int size) {
    return Flux.range(0, (bytes.length + size - 1) / size).map(i -> DefaultDataBufferFactory.sharedInstance
        .wrap(Arrays.copyOfRange(bytes, i * size, Math.min(bytes.length, (i + 1) * size))));
  }

  @Test
  void singleJsonValueErrorCarriesPathAndOffset() {
    String body = "{\"id\":\"o\",\"lines\":[{\"sku\":\"a\",\"quantity\":\"many\"}]}";
    PeregrineJsonDecoder decoder = new PeregrineJsonDecoder(Json.create());
    assertThatThrownBy(() -> decoder.decodeToMono(chunks(body.getBytes(StandardCharsets.UTF_8), 7), ORDER,
        MediaType.APPLICATION_JSON, null).block())
        .isInstanceOf(DecodingException.class).hasMessageContaining("$.lines[0].quantity").hasMessageContaining("offset");
  }

  @Test
  void streamElementErrorCarriesItsIndexAndStreamOffset() {
    String lines = "{\"id\":\"a\"}\n{\"id\":\"b\"}\n{\"id\":\"c\",\"status\":\"LOST\"}\n";
    PeregrineJsonDecoder decoder = new PeregrineJsonDecoder(Json.create());
    List<Object> before = new java.util.ArrayList<>();
    assertThatThrownBy(() -> decoder.decode(chunks(lines.getBytes(StandardCharsets.UTF_8), 5), ORDER,
        MediaType.APPLICATION_NDJSON, null).doOnNext(before::add).blockLast())
        .isInstanceOf(DecodingException.class).hasMessageContaining("$[2].status")
        .hasMessageContaining("line 3, column"); // where the element is in the stream, not in itself
    assertThat(before).hasSize(2); // the elements before the bad one were delivered
  }

  @Test
  void cborErrorCarriesItsOffset() {
    byte[] cbor = Cbor.create().write(Model.order(2));
    PeregrineCborDecoder decoder = new PeregrineCborDecoder(Cbor.create());
    assertThatThrownBy(() -> decoder.decodeToMono(chunks(Arrays.copyOf(cbor, cbor.length - 4), 16), ORDER,
        MediaType.APPLICATION_CBOR, null).block())
        .isInstanceOf(DecodingException.class).hasMessageStartingWith("CBOR decoding error: ").hasMessageContaining("offset");
  }

  @Test
  void ndjsonLinesStayCompactUnderAPrettyJson() {
    PeregrineJsonEncoder encoder = new PeregrineJsonEncoder(Json.builder().pretty(true).build());
    String written = encoder.encode(Flux.just(new Model.Line("a", 1, java.math.BigDecimal.ONE),
            new Model.Line("b", 2, java.math.BigDecimal.TEN)), DefaultDataBufferFactory.sharedInstance,
            ResolvableType.forClass(Model.Line.class), MediaType.APPLICATION_NDJSON, null)
        .map(buffer -> buffer.toString(StandardCharsets.UTF_8)).collectList().block().toString();
    assertThat(written).isEqualTo("[{\"sku\":\"a\",\"quantity\":1,\"price\":1}\n, {\"sku\":\"b\",\"quantity\":2,\"price\":10}\n]");
  }
}
