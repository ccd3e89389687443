package dev.peregrine.bench.peer;

import dev.peregrine.bench.model.MediaContent;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import org.jboss.marshalling.Marshaller;
import org.jboss.marshalling.Marshalling;
import org.jboss.marshalling.MarshallingConfiguration;
import org.jboss.marshalling.Unmarshaller;
import org.jboss.marshalling.river.RiverMarshallerFactory;

/** JBoss Marshalling's "river" protocol, default configuration; marshallers reused through start/finish. */
final class JbossRiver implements Peer {
  private final Marshaller marshaller;
  private final Unmarshaller unmarshaller;

  JbossRiver() throws Exception {
    RiverMarshallerFactory factory = new RiverMarshallerFactory();
    MarshallingConfiguration config = new MarshallingConfiguration();
    marshaller = factory.createMarshaller(config);
    unmarshaller = factory.createUnmarshaller(config);
  }

  @Override
  public String id() {
    return "jboss-river";
  }

  @Override
  public Kind kind() {
    return Kind.BINARY;
  }

  @Override
  public String artifact() {
    return "org.jboss.marshalling:jboss-marshalling-river";
  }

  @Override
  public String settings() {
    return "RiverMarshallerFactory, default MarshallingConfiguration; marshaller reused via start/finish";
  }

  @Override
  public byte[] encode(MediaContent value) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
    marshaller.start(Marshalling.createByteOutput(bytes));
    marshaller.writeObject(value);
    marshaller.finish();
    return bytes.toByteArray();
  }

  @Override
  public MediaContent decode(byte[] bytes) throws Exception {
    unmarshaller.start(Marshalling.createByteInput(new ByteArrayInputStream(bytes)));
    MediaContent value = unmarshaller.readObject(MediaContent.class);
    unmarshaller.finish();
    return value;
  }
}
